import {
  ADJUSTMENT_STATUSES,
  type AdjustmentStatus,
  type BalanceAdjustment,
  roleAllows,
} from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Adjustments.module.css';
import {
  ADJUSTMENTS_QUERY_KEY,
  type AdjustmentFilters,
  adjustmentsSearch,
  fetchAdjustments,
} from './adjustments-api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';

const column = createColumnHelper<BalanceAdjustment>();

/** The address's filters: pending approvals unless another status (or all) is asked for. */
function readFilters(search: string): AdjustmentFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status:
      status === 'all' || ADJUSTMENT_STATUSES.includes(status as AdjustmentStatus)
        ? (status as AdjustmentFilters['status'])
        : 'pending_approval',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; pending approvals (the default) leave status out, every status is 'all'. */
function filtersAddress(filters: AdjustmentFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'pending_approval') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/adjustments?${query}` : '/adjustments';
}

/** Balance adjustments waiting for a second operator (or decided ones), with Approve and Reject. */
export function AdjustmentsPage() {
  const { t, i18n } = useTranslation();
  const operator = useConsoleSession().data?.operator;
  const filters = readFilters(useSearch());
  const [, navigate] = useLocation();
  const [deciding, setDeciding] = useState<{ adjustment: BalanceAdjustment; approve: boolean }>();
  const adjustments = useQuery({
    queryKey: [ADJUSTMENTS_QUERY_KEY, adjustmentsSearch(filters)],
    queryFn: () => fetchAdjustments(filters),
    placeholderData: keepPreviousData,
  });
  const mayDecide = (adjustment: BalanceAdjustment) =>
    adjustment.status === 'pending_approval' &&
    operator !== undefined &&
    adjustment.createdById !== operator.id &&
    roleAllows(operator.role, 'approveBalanceAdjustment');
  const columns = [
    column.accessor('createdAt', {
      header: t('adjustments.created'),
      cell: ({ row }) => (
        <>
          {formatDateTime(row.original.createdAt, i18n.language)}{' '}
          <span className={styles.byline}>
            {t('adjustments.madeByName', { operator: row.original.createdByUsername })}
          </span>
        </>
      ),
    }),
    column.accessor('memberUsername', { header: t('adjustments.member') }),
    column.accessor('direction', {
      header: t('adjustments.direction'),
      cell: (cell) => t(`adjustments.${cell.getValue()}`),
    }),
    column.accessor('amount', {
      header: t('adjustments.amount'),
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    }),
    column.accessor('reason', {
      header: t('adjustments.reason'),
      cell: (cell) => <span className={styles.wraps}>{cell.getValue()}</span>,
    }),
    column.accessor('status', {
      header: t('adjustments.status'),
      cell: ({ row }) => (
        <>
          {t(`adjustments.statuses.${row.original.status}`)}{' '}
          {row.original.decidedByUsername && (
            <span className={styles.decision}>
              {t('adjustments.decision', {
                operator: row.original.decidedByUsername,
                reason: row.original.decisionReason ?? '—',
              })}
            </span>
          )}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('adjustments.actions'),
      cell: ({ row }) =>
        mayDecide(row.original) ? (
          <span className={styles.actions}>
            <Button
              aria-label={t('adjustments.approveOf', { member: row.original.memberUsername })}
              onClick={() => setDeciding({ adjustment: row.original, approve: true })}
            >
              {t('adjustments.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('adjustments.rejectOf', { member: row.original.memberUsername })}
              onClick={() => setDeciding({ adjustment: row.original, approve: false })}
            >
              {t('adjustments.reject')}
            </Button>
          </span>
        ) : null,
    }),
  ];
  const show = (next: AdjustmentFilters) => navigate(filtersAddress(next));
  return (
    <>
      <PageTitle text={t('adjustments.title')} />
      <div className={styles.filters}>
        <Select
          label={t('adjustments.status')}
          value={filters.status}
          onChange={(event) => show({ status: event.target.value as AdjustmentFilters['status'], page: 1 })}
          options={[...ADJUSTMENT_STATUSES, 'all' as const].map((status) => ({
            value: status,
            label: t(`adjustments.statuses.${status}`),
          }))}
        />
      </div>
      <QueryView query={adjustments}>
        {(page) => (
          <DataTable
            caption={t('adjustments.title')}
            rows={page.list}
            columns={columns}
            emptyText={t('adjustments.empty')}
            sortable
            csv={{
              fileName: 'balance-adjustments.csv',
              header: [
                t('adjustments.created'),
                t('adjustments.member'),
                t('adjustments.direction'),
                t('adjustments.amount'),
                t('adjustments.currency'),
                t('adjustments.reason'),
                t('adjustments.madeBy'),
                t('adjustments.status'),
                t('adjustments.decidedBy'),
                t('adjustments.decisionReason'),
              ],
              cells: (row) => [
                row.createdAt,
                row.memberUsername,
                t(`adjustments.${row.direction}`),
                row.amount.toFixed(2),
                row.currency,
                row.reason,
                row.createdByUsername,
                t(`adjustments.statuses.${row.status}`),
                row.decidedByUsername,
                row.decisionReason,
              ],
            }}
            paging={{
              page: filters.page,
              hasMore: page.hasMore,
              onPage: (next) => show({ ...filters, page: next }),
            }}
          />
        )}
      </QueryView>
      {deciding && (
        <DecisionDialog
          adjustment={deciding.adjustment}
          approve={deciding.approve}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
