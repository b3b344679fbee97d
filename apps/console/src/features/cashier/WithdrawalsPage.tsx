import type { ConsoleWithdrawalRequest } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { WithdrawalPanel } from './WithdrawalPanel.tsx';
import styles from './Withdrawals.module.css';
import { WithdrawalsFilterForm } from './WithdrawalsFilterForm.tsx';
import { readWithdrawalFilters, type WithdrawalFilters, withdrawalsAddress } from './withdrawal-filters.ts';
import { useWithdrawalQueue } from './withdrawals-api.ts';

const column = createColumnHelper<ConsoleWithdrawalRequest>();

/** The withdrawal queue (pending review first by default), filtered in the address; the open request shows above it. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const filters = readWithdrawalFilters(useSearch());
  const [, navigate] = useLocation();
  const queue = useWithdrawalQueue(filters);
  const show = (next: WithdrawalFilters) => navigate(withdrawalsAddress(next));
  const account = (row: ConsoleWithdrawalRequest) =>
    row.payoutAccount
      ? `${t(`withdrawals.kinds.${row.payoutAccount.kind}`)} ${row.payoutAccount.maskedNumber}`
      : '—';
  const columns = [
    column.accessor('createdAt', {
      header: t('withdrawals.requested'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('memberUsername', { header: t('withdrawals.member') }),
    column.accessor('amount', {
      header: t('withdrawals.amount'),
      cell: ({ row }) => (
        <span className={styles.number}>{formatMoney(row.original.amount, row.original.currencyCode)}</span>
      ),
    }),
    column.accessor('fee', {
      header: t('withdrawals.fee'),
      cell: ({ row }) => <span className={styles.number}>{formatMoney(row.original.fee)}</span>,
    }),
    column.accessor((row) => account(row), { id: 'account', header: t('withdrawals.account') }),
    column.accessor('status', {
      header: t('withdrawals.status'),
      cell: (cell) => t(`withdrawals.statuses.${cell.getValue()}`),
    }),
    column.display({
      id: 'open',
      header: t('withdrawals.actions'),
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={t('withdrawals.openOf', { member: row.original.memberUsername })}
          aria-pressed={row.original.id === filters.open}
          onClick={() => show({ ...filters, open: row.original.id })}
        >
          {t('withdrawals.open')}
        </Button>
      ),
    }),
  ];
  return (
    <>
      <PageTitle text={t('withdrawals.title')} />
      <WithdrawalsFilterForm
        key={withdrawalsAddress({ ...filters, open: '' })}
        filters={filters}
        onApply={show}
      />
      <div className={styles.desk}>
        {filters.open ? (
          <WithdrawalPanel
            key={filters.open}
            id={filters.open}
            onClose={() => show({ ...filters, open: '' })}
          />
        ) : null}
        <div className={styles.deskList}>
          <QueryView query={queue}>
            {(page) => (
              <DataTable
                caption={t('withdrawals.title')}
                rows={page.list}
                columns={columns}
                emptyText={t('withdrawals.empty')}
                sortable
                paging={{
                  page: filters.page,
                  hasMore: page.hasMore,
                  onPage: (next) => show({ ...filters, page: next }),
                }}
                csv={{
                  fileName: 'withdrawals.csv',
                  header: [
                    t('withdrawals.requested'),
                    t('withdrawals.member'),
                    t('withdrawals.amount'),
                    t('withdrawals.fee'),
                    t('withdrawals.currency'),
                    t('withdrawals.account'),
                    t('withdrawals.status'),
                    t('withdrawals.reviewedBy'),
                    t('withdrawals.reason'),
                  ],
                  cells: (row) => [
                    row.createdAt,
                    row.memberUsername,
                    row.amount.toFixed(2),
                    row.fee.toFixed(2),
                    row.currencyCode,
                    account(row),
                    t(`withdrawals.statuses.${row.status}`),
                    row.reviewedByUsername,
                    row.reason,
                  ],
                }}
              />
            )}
          </QueryView>
        </div>
      </div>
    </>
  );
}
