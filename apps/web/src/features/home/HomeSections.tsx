import {
  type Game,
  type GameCategory,
  PAGE_SIZE,
  VENDOR_ONLY_CATEGORIES,
  type VendorSummary,
} from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flame, Heart } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { CATEGORY_ICONS, gameListPath, menuCategories } from '../../shared/game-categories.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { CdnImage, LazyImage } from '../../shared/ui/CdnImage.tsx';
import { GAME_ART_SIZE, LOGO_HEIGHT, LOGO_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { type LoadingQuery, QueryFallback, QueryState } from '../../shared/ui/QueryState.tsx';
import {
  favouriteGamesPageQuery,
  GameRow,
  gameListQuery,
  hotGamesQuery,
  useGameVendorsQuery,
  useOpenGame,
  vendorEntry,
} from '../games/index.ts';
import { Deferred, Later } from './Deferred.tsx';
import styles from './HomeSections.module.css';
import { Section } from './Section.tsx';

/** A section's row of games: skeleton tiles, the games, or the failure with a Retry. */
function GameRowState({ query, label }: { query: LoadingQuery<readonly Game[]>; label: string }) {
  return (
    <QueryState query={query} compact skeleton={<GameRow games={undefined} label={label} />}>
      {(games) => <GameRow games={games} label={label} />}
    </QueryState>
  );
}

function FavouritesSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const token = useSession()?.token ?? '';
  const favourites = useQuery({
    ...favouriteGamesPageQuery(token, language, PAGE_SIZE.homeSection),
    placeholderData: keepPreviousData,
  });
  if (favourites.data?.length === 0) return null;
  return (
    <Section title={t('routes.fav')} icon={Heart} viewAll={ROUTE_PATHS.fav}>
      <GameRowState query={favourites} label={t('routes.fav')} />
    </Section>
  );
}

function HotSection({ language, onDrawn }: { language: string; onDrawn: () => void }) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  // A language change keeps the rows on screen until they arrive in the new language (so in the sections below).
  const hot = useQuery({
    ...hotGamesQuery(info.merchantCode, language, PAGE_SIZE.homeSection),
    placeholderData: keepPreviousData,
  });
  const drawn = hot.data !== undefined;
  useEffect(() => {
    if (drawn) onDrawn();
  }, [drawn, onDrawn]);
  return (
    <Section title={t('routes.hot')} icon={Flame} viewAll={ROUTE_PATHS.hot}>
      <GameRowState query={hot} label={t('routes.hot')} />
    </Section>
  );
}

function VendorTiles({
  category,
  vendors,
  games,
}: {
  category: GameCategory;
  vendors: readonly VendorSummary[];
  games: readonly Game[] | undefined;
}) {
  const { t } = useTranslation();
  const open = useOpenGame();
  return (
    <ul className={styles.vendorRow} aria-label={t(`categories.${category}`)}>
      {vendors.map((vendor) => {
        const own = games?.filter((game) => game.vassalage === vendor.vassalage) ?? [];
        const lobby = own.find((game) => game.gameId === 'lobby') ?? own[0];
        const entry = vendor.ownList || !lobby ? vendorEntry(category, vendor) : lobby;
        return (
          <li key={vendor.vassalage} className={styles.vendorItem}>
            <button type="button" className={styles.vendorTile} onClick={() => open(entry)}>
              {lobby ? (
                <LazyImage
                  path={lobby.mobileLargeIcon}
                  alt=""
                  className={styles.vendorArt}
                  imgClassName={styles.vendorImg}
                  width={GAME_ART_SIZE}
                  height={GAME_ART_SIZE}
                />
              ) : (
                <span className={styles.vendorArt} />
              )}
              <span className={styles.vendorInfo}>
                <CdnImage
                  path={vendor.logoUrl}
                  alt=""
                  className={styles.vendorLogo}
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                />
                <span className={styles.vendorName}>{vendor.displayName}</span>
                <span className={styles.vendorCount}>{t('games.count', { count: vendor.gameCount })}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CategorySection({
  category,
  language,
  vendors,
  ready,
}: {
  category: GameCategory;
  language: string;
  vendors: readonly VendorSummary[];
  /** The vendors have arrived (the section waits for them). */
  ready: boolean;
}) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const vendorOnly = VENDOR_ONLY_CATEGORIES.includes(category);
  const page = useQuery({
    ...gameListQuery({
      merchant: info.merchantCode,
      language,
      pageSize: PAGE_SIZE.homeSection,
      gameType: category,
      gameClassify: category === 'INHOUSE' ? 'Crash' : undefined,
    }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  if (page.data?.totalCount === 0) return null;
  const title = t(`categories.${category}`);
  return (
    <Section title={title} icon={CATEGORY_ICONS[category]} viewAll={gameListPath(category)}>
      {vendorOnly ? (
        // The tiles open their vendors without the games too (the games only give their art).
        <VendorTiles category={category} vendors={vendors} games={page.data?.games} />
      ) : (
        <GameRowState query={{ ...page, data: page.data?.games }} label={title} />
      )}
    </Section>
  );
}

/**
 * The lobby's sections: favourites (members), hot games, then every category in the server's order (in-house
 * after PVP); vendor-only types (sports, live, ...) show vendor tiles. `language` is the debounced one.
 */
export function HomeSections({
  language,
  afterHot,
  onFirstRowDrawn,
}: {
  language: string;
  afterHot: ReactNode;
  /** Called once the hot games row has drawn: the lobby is there to see. */
  onFirstRowDrawn: () => void;
}) {
  const session = useSession();
  const vendorsQuery = useGameVendorsQuery();
  const data = vendorsQuery.data;
  return (
    <>
      {session ? (
        <Later stage={1}>
          <FavouritesSection language={language} />
        </Later>
      ) : null}
      <Later stage={1}>
        <HotSection language={language} onDrawn={onFirstRowDrawn} />
      </Later>
      <Later stage={1}>{afterHot}</Later>
      {vendorsQuery.isError && !data ? <QueryFallback query={vendorsQuery} compact /> : null}
      {(data ? menuCategories(data.sorting) : vendorsQuery.isError ? [] : ['RNG' as const]).map(
        (category) => (
          <Deferred key={category}>
            <CategorySection
              category={category}
              language={language}
              vendors={data?.mapping[category]?.vendors ?? []}
              ready={!!data}
            />
          </Deferred>
        ),
      )}
    </>
  );
}
