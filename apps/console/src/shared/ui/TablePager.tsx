import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './DataTable.module.css';

export interface TablePaging {
  page: number;
  hasMore: boolean;
  /** Shows another page; the page keeps it in the address. */
  onPage: (page: number) => void;
}

/** Previous and next buttons around "Page N"; a button is disabled at its end. */
export function TablePager({ page, hasMore, onPage }: TablePaging) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('table.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.previous')}
      </Button>
      <span>{t('table.page', { page })}</span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </Button>
    </nav>
  );
}
