import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './PageBar.module.css';
import { pageBarState } from './page-bar.ts';

interface PageBarProps {
  loadedPages: number;
  totalPages: number;
  loading: boolean;
  onMore: () => void;
  /** Names the list the button belongs to when a screen has several (search popup). */
  label?: string;
}

/** "current / total" and the more button, which appends the next page and is disabled on the last one. */
export function PageBar({ loadedPages, totalPages, loading, onMore, label }: PageBarProps) {
  const { t } = useTranslation();
  const { current, total, canLoadMore } = pageBarState(loadedPages, totalPages);
  return (
    <div className={styles.bar}>
      <span className={styles.count}>
        <span aria-hidden="true">
          {current} / {total}
        </span>
        <span className="visually-hidden">{t('games.pageOf', { current, total })}</span>
      </span>
      <Button
        size="sm"
        icon={ChevronDown}
        disabled={!canLoadMore || loading}
        aria-busy={loading}
        aria-label={label ? `${t('games.more')}: ${label}` : undefined}
        onClick={onMore}
      >
        {t('games.more')}
      </Button>
    </div>
  );
}

interface InfinitePageBarProps {
  /** An infinite query whose pages each tell the total page count. */
  query: {
    data?: { pages: { totalPages: number }[] };
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  label?: string;
}

/** The page bar of an infinite query: its loaded pages, the last page's total, more fetching the next. */
export function InfinitePageBar({ query, label }: InfinitePageBarProps) {
  const pages = query.data?.pages;
  return (
    <PageBar
      loadedPages={pages?.length ?? 0}
      totalPages={pages?.at(-1)?.totalPages ?? 0}
      loading={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      label={label}
    />
  );
}
