import { PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session.ts';
import { favouriteGamesQuery } from './api/get-favourite-games.ts';
import { PagedGamesScreen } from './PagedGamesScreen.tsx';
import { useRequireLogin } from './use-game-actions.ts';

/**
 * /m/fav: the member's favourites (login needed: guests go to login with in_logged_login). A game whose star
 * is turned off leaves the list at once.
 */
export default function FavouritesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const requireLogin = useRequireLogin();
  const language = useLanguage();
  const query = useInfiniteQuery({
    ...favouriteGamesQuery(session?.token ?? '', language, PAGE_SIZE.gameList),
    enabled: !!session,
  });
  useEffect(() => {
    if (!session) requireLogin({ replace: true });
  }, [session, requireLogin]);

  return (
    <PagedGamesScreen
      query={query}
      none={!session}
      label={t('routes.fav')}
      favouritesOnly
      empty={{ title: t('games.noFavourites'), text: t('games.noFavouritesText') }}
    />
  );
}
