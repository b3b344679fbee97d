import { PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { History, Search, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { gameListPagesQuery } from './api/get-game-list.ts';
import { hotGamesQuery } from './api/get-hot-games.ts';
import { recentGamesQuery } from './api/get-recent-games.ts';
import { GameGrid } from './GameGrid.tsx';
import { InfinitePageBar, PageBar } from './PageBar.tsx';
import { clientPage, pageCount } from './page-bar.ts';
import styles from './SearchPopup.module.css';
import { addToHistory, readSearchHistory, removeFromHistory, writeSearchHistory } from './search-history.ts';

/** The hot list holds the top 90; the popup pages it on the client, 9 at a time. */
const POPULAR_LIMIT = 90;
const PAGE = PAGE_SIZE.searchPopup;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Results({ term, allResults }: { term: string; allResults?: ReactNode }) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const language = useLanguage();
  const query = useInfiniteQuery(
    gameListPagesQuery({ merchant: info.merchantCode, language, pageSize: PAGE, gameName: term }),
  );
  const pages = query.data?.pages;
  const title = t('games.resultsFor', { term });
  return (
    <Section title={title}>
      <GameGrid games={pages?.flatMap((page) => page.games)} skeletons={PAGE} label={title} />
      {pages?.[0]?.totalCount ? allResults : null}
      {pages?.[0]?.totalCount ? <InfinitePageBar query={query} label={title} /> : null}
    </Section>
  );
}

function Popular() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const hot = useQuery(hotGamesQuery(info.merchantCode, useLanguage(), POPULAR_LIMIT)).data;
  const [pagesShown, setPagesShown] = useState(1);
  const title = t('games.popular');
  return (
    <Section title={title}>
      <GameGrid games={hot ? clientPage(hot, pagesShown, PAGE) : undefined} skeletons={PAGE} label={title} />
      {hot && hot.length > 0 ? (
        <PageBar
          loadedPages={pagesShown}
          totalPages={pageCount(hot.length, PAGE)}
          loading={false}
          onMore={() => setPagesShown(pagesShown + 1)}
          label={title}
        />
      ) : null}
    </Section>
  );
}

function Recent() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const query = useInfiniteQuery({ ...recentGamesQuery(session?.token ?? '', language), enabled: !!session });
  const pages = query.data?.pages;
  const title = t('games.recent');
  return (
    <Section title={title}>
      {session ? (
        <>
          <GameGrid games={pages?.flatMap((page) => page.games)} skeletons={PAGE} label={title} />
          {pages?.[0]?.games.length ? <InfinitePageBar query={query} label={title} /> : null}
        </>
      ) : (
        <p className={styles.note}>
          {t('errors.in_logged_login')}{' '}
          <Link to={ROUTE_PATHS.login} className={styles.noteLink}>
            {t('account.login')}
          </Link>
        </p>
      )}
    </Section>
  );
}

/**
 * The search popup: a text box searched on Enter, the history of terms as removable chips, then the results,
 * the popular games and the member's recent games, each with a page indicator and a load-more button.
 */
export default function SearchPopup({
  onClose,
  allResultsPath,
}: {
  onClose: () => void;
  /** Where "all results" shows a term's games as a page (home's filter mode). */
  allResultsPath?: (term: string) => string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [history, setHistory] = useState(readSearchHistory);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');

  const searchFor = (value: string) => {
    const trimmed = value.trim();
    setText(trimmed);
    setTerm(trimmed);
    if (!trimmed) return;
    const next = addToHistory(history, trimmed);
    setHistory(next);
    writeSearchHistory(next);
  };
  const remove = (entry: string) => {
    const next = removeFromHistory(history, entry);
    setHistory(next);
    writeSearchHistory(next);
  };

  return (
    <Dialog open onClose={onClose} title={t('games.searchTitle')} placement="sheet">
      <div className={styles.popup}>
        <search>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              searchFor(text);
            }}
          >
            <label htmlFor={inputId} className="visually-hidden">
              {t('games.searchLabel')}
            </label>
            <Icon icon={Search} size={18} className={styles.icon} />
            <input
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              autoFocus
              className={styles.input}
              placeholder={t('games.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="gold" size="sm">
              {t('games.search')}
            </Button>
          </form>
        </search>

        {history.length > 0 ? (
          <Section title={t('games.history')}>
            <ul className={styles.chips}>
              {history.map((entry) => (
                <li key={entry} className={styles.chip}>
                  <button type="button" className={styles.chipTerm} onClick={() => searchFor(entry)}>
                    <Icon icon={History} size={14} />
                    {entry}
                  </button>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t('games.removeHistory', { term: entry })}
                    onClick={() => remove(entry)}
                  >
                    <Icon icon={X} size={14} />
                  </button>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {term ? (
          <Results
            key={term}
            term={term}
            allResults={
              allResultsPath ? (
                <Link to={allResultsPath(term)} className={styles.allResults} onClick={onClose}>
                  {t('games.allResults')}
                </Link>
              ) : null
            }
          />
        ) : null}
        <Popular />
        <Recent />
      </div>
    </Dialog>
  );
}
