import { type GameCategory, PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LogIn, Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { type GameListParams, gameListPagesQuery } from './api/get-game-list.ts';
import { useGameVendors } from './api/get-game-vendors.ts';
import {
  classifyOf,
  showsNameSearch,
  showsProviderFilter,
  type TypeEntry,
  typeMenuEntries,
} from './browse-rules.ts';
import { type BrowseState, browseSearch, parseBrowse } from './browse-state.ts';
import styles from './GameBrowser.module.css';
import { GameGrid } from './GameGrid.tsx';
import { InfinitePageBar } from './PageBar.tsx';
import { useRequireLogin } from './use-game-actions.ts';

const FilterPanel = lazy(() => import('./FilterPanel.tsx'));

/** Typing in the name search settles for this long before the list reloads. */
const SEARCH_DEBOUNCE_MS = 400;

function TypeMenu({
  entries,
  active,
  onChoose,
}: {
  entries: TypeEntry[];
  active: string;
  onChoose: (entry: TypeEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.types} aria-label={t('games.typeMenu')}>
      {entries.map((entry) => {
        const classify = classifyOf(entry);
        return (
          <li key={classify}>
            <button
              type="button"
              className={styles.type}
              aria-pressed={active.toLowerCase() === classify.toLowerCase()}
              onClick={() => onChoose(entry)}
            >
              {entry.kind === 'classification' ? entry.name : t(`games.classify.${entry.kind}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function NameSearch({ value, onSearch }: { value: string; onSearch: (term: string, now: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <search>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text, true);
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('games.searchLabel')}
        </label>
        <Icon icon={Search} size={18} className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={styles.searchInput}
          placeholder={t('games.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('games.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('', true);
            }}
          >
            <Icon icon={X} size={16} />
          </button>
        ) : null}
      </form>
    </search>
  );
}

interface GameBrowserProps {
  /** The category when the query names none (the game list: RNG); home's filter mode searches them all. */
  defaultType?: GameCategory;
}

/**
 * A game list driven by the URL query (gameType, gameClassify, vassalage, gameName, minBet): game-type menu,
 * provider filter, name search, grid and page bar. Every change starts again at page 1; the more button
 * appends the next page.
 */
export default function GameBrowser({ defaultType }: GameBrowserProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const state = parseBrowse(search, defaultType);
  const { gameType } = state;
  const session = useSession();
  const requireLogin = useRequireLogin();
  const language = useLanguage();
  const { info } = useSystemStatus();
  const vendors = useGameVendors();
  const [filterOpen, setFilterOpen] = useState(false);
  const headingId = useId();

  const update = (patch: Partial<BrowseState>, replace = false) =>
    setSearch(browseSearch({ ...state, ...patch }, search), { replace });

  const mapping = gameType ? vendors?.mapping[gameType] : undefined;
  const entries = gameType ? typeMenuEntries(gameType, mapping?.gameClassify ?? []) : [];
  const favourites = state.gameClassify === 'favourite';
  const guestFavourites = favourites && !session;

  const params: GameListParams = {
    merchant: info.merchantCode,
    language,
    pageSize: PAGE_SIZE.gameList,
    gameType,
    gameName: state.gameName,
    vassalage: state.vendors.join(',') || undefined,
    gameClassify: state.gameClassify,
    minBet: state.minBet,
  };
  const query = useInfiniteQuery({
    ...gameListPagesQuery(params, session?.token),
    enabled: !guestFavourites,
  });
  const pages = query.data?.pages;
  const games = pages?.flatMap((page) => page.games);
  const last = pages?.at(-1);
  const filterCount = state.vendors.length + (state.minBet ? 1 : 0);

  const chooseType = (entry: TypeEntry) => {
    if (entry.kind === 'favourite' && !session) return requireLogin();
    // New hides the provider filter, so it also drops the vendors chosen there.
    update(entry.kind === 'new' ? { gameClassify: 'new', vendors: [] } : { gameClassify: classifyOf(entry) });
  };

  const title = gameType ? t(`categories.${gameType}`) : t('games.searchResults');
  return (
    <section className={styles.browser} aria-labelledby={headingId}>
      {gameType ? (
        <div className={styles.toolbar}>
          <TypeMenu entries={entries} active={state.gameClassify} onChoose={chooseType} />
          {showsProviderFilter(gameType, state.gameClassify) ? (
            <button
              type="button"
              className={styles.filter}
              aria-haspopup="dialog"
              onClick={() => setFilterOpen(true)}
            >
              <Icon icon={SlidersHorizontal} size={18} />
              <span>{t('games.filter')}</span>
              {filterCount > 0 ? <span className={styles.filterCount}>{filterCount}</span> : null}
            </button>
          ) : null}
        </div>
      ) : null}
      {showsNameSearch(gameType) ? (
        <NameSearch
          key={gameType ?? ''}
          value={state.gameName}
          onSearch={(term, now) => update({ gameName: term.trim() }, !now)}
        />
      ) : null}
      <h2 id={headingId} className={styles.heading}>
        {title}
        {last ? <span className={styles.total}>{t('games.count', { count: last.totalCount })}</span> : null}
      </h2>
      {guestFavourites ? (
        <EmptyState
          icon={LogIn}
          title={t('errors.in_logged_login')}
          action={
            <ButtonLink to={ROUTE_PATHS.login} variant="gold">
              {t('account.login')}
            </ButtonLink>
          }
        />
      ) : (
        <QueryState query={query} skeleton={<GameGrid games={undefined} label={title} />}>
          {() => (
            <>
              <GameGrid games={games} label={title} favouritesOnly={favourites} />
              {games && games.length > 0 ? <InfinitePageBar query={query} /> : null}
            </>
          )}
        </QueryState>
      )}
      {filterOpen && gameType ? (
        <Suspense fallback={null}>
          <FilterPanel
            gameType={gameType}
            state={state}
            onApply={(next) => {
              setFilterOpen(false);
              update(next);
            }}
            onClose={() => setFilterOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
