import { API, type AuditEvent, type AuditEventPage } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { formatDateTime } from '../../shared/format.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { AuditFilterForm } from './AuditFilterForm.tsx';
import styles from './AuditPage.module.css';
import { type AuditFilters, filtersSearch, readFilters } from './audit-filters.ts';

const column = createColumnHelper<AuditEvent>();

/** The audit trail, newest first, filtered by action and time window; the filters live in the address. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const filters = readFilters(useSearch());
  const [, navigate] = useLocation();
  const search = filtersSearch(filters);
  const events = useQuery({
    queryKey: ['console-audit-events', search],
    queryFn: () => apiRequest<AuditEventPage>(`${API.listAuditEvents.path}${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
  const show = (next: AuditFilters) => {
    const query = filtersSearch(next);
    navigate(query ? `/audit?${query}` : '/audit');
  };
  const columns = [
    column.accessor('createdAt', {
      header: t('audit.time'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('operatorUsername', {
      header: t('audit.operator'),
      cell: (cell) => cell.getValue() ?? '—',
    }),
    column.accessor('action', {
      header: t('audit.action'),
      cell: (cell) => <span className={styles.mono}>{cell.getValue()}</span>,
    }),
    column.accessor('target', { header: t('audit.target'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('reason', {
      header: t('audit.reason'),
      cell: (cell) => <span className={styles.wraps}>{cell.getValue() ?? '—'}</span>,
    }),
    column.accessor('ip', { header: t('audit.ip'), cell: (cell) => cell.getValue() ?? '—' }),
  ];
  return (
    <>
      <PageTitle text={t('audit.title')} />
      <AuditFilterForm key={search} filters={filters} onApply={show} />
      <QueryView query={events}>
        {(page) => (
          <>
            <DataTable
              caption={t('audit.title')}
              rows={page.list}
              columns={columns}
              emptyText={t('audit.empty')}
            />
            <Pager
              page={filters.page}
              hasMore={page.hasMore}
              onPage={(next) => show({ ...filters, page: next })}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
