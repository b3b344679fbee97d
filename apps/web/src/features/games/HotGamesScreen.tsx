import { PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { hotGamesPagesQuery } from './api/get-hot-games.ts';
import { PagedGamesScreen } from './PagedGamesScreen.tsx';

/** /m/hot: the hot games, 9 a page, the more button appending the next. */
export default function HotGamesScreen() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const query = useInfiniteQuery(hotGamesPagesQuery(info.merchantCode, useLanguage(), PAGE_SIZE.hotGames));
  return <PagedGamesScreen query={query} skeletons={PAGE_SIZE.hotGames} label={t('routes.hot')} />;
}
