import { type DepositRequest, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { DepositFilterForm } from './DepositFilterForm.tsx';
import styles from './Deposits.module.css';
import {
  DEPOSITS_QUERY_KEY,
  type DepositFilters,
  depositsAddress,
  depositsSearch,
  fetchDeposits,
  readDepositFilters,
} from './deposits-api.ts';
import { ReceiptDialog } from './ReceiptDialog.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';

const column = createColumnHelper<DepositRequest>();

/** The CSV export of a page of the queue. */
const depositsCsv = (t: TFunction) => ({
  fileName: 'deposits.csv',
  header: [
    t('deposits.created'),
    t('deposits.member'),
    t('deposits.channel'),
    t('deposits.amount'),
    t('deposits.currency'),
    t('deposits.reference'),
    t('deposits.status'),
    t('deposits.reviewer'),
    t('deposits.reason'),
  ],
  cells: (row: DepositRequest) => [
    row.createdAt,
    row.memberUsername,
    row.channelId,
    row.amount.toFixed(2),
    row.currency,
    row.reference,
    t(`deposits.statuses.${row.status}`),
    row.reviewedByUsername,
    row.rejectReason,
  ],
});

/** /deposits: the deposit queue (pending first), with the receipt and Approve / Reject for finance. */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const operator = useConsoleSession().data?.operator;
  const search = useSearch();
  const filters = readDepositFilters(search);
  const [, navigate] = useLocation();
  const [reviewing, setReviewing] = useState<{ deposit: DepositRequest; approve: boolean }>();
  const [receipt, setReceipt] = useState<DepositRequest>();
  const deposits = useQuery({
    queryKey: [DEPOSITS_QUERY_KEY, depositsSearch(filters)],
    queryFn: () => fetchDeposits(filters),
    placeholderData: keepPreviousData,
  });
  const mayReview = (deposit: DepositRequest) =>
    deposit.status === 'pending' &&
    deposit.channelId === 'bank_transfer' &&
    operator !== undefined &&
    roleAllows(operator.role, 'reviewDepositRequest');
  const columns = [
    column.accessor('createdAt', {
      header: t('deposits.created'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('memberUsername', {
      header: t('deposits.member'),
      cell: ({ row }) =>
        roleAllows(operator?.role ?? 'content', 'getConsoleMember') ? (
          <Link
            href={`/members/${row.original.memberId}`}
            className={styles.memberLink}
            aria-label={t('deposits.openMember', { member: row.original.memberUsername })}
          >
            {row.original.memberUsername}
          </Link>
        ) : (
          row.original.memberUsername
        ),
    }),
    column.accessor('channelId', {
      header: t('deposits.channel'),
      cell: (cell) => t(`deposits.channels.${cell.getValue()}`, { defaultValue: cell.getValue() }),
    }),
    column.accessor('amount', {
      header: t('deposits.amount'),
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    }),
    column.accessor('reference', {
      header: t('deposits.reference'),
      cell: (cell) => cell.getValue() ?? '—',
    }),
    column.accessor('receiptPath', {
      header: t('deposits.receipt'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.receiptPath ? (
          <Button
            variant="secondary"
            aria-label={t('deposits.viewReceiptOf', { member: row.original.memberUsername })}
            onClick={() => setReceipt(row.original)}
          >
            {t('deposits.viewReceipt')}
          </Button>
        ) : (
          '—'
        ),
    }),
    column.accessor('status', {
      header: t('deposits.status'),
      cell: ({ row }) => (
        <>
          {t(`deposits.statuses.${row.original.status}`)}
          {row.original.reviewedByUsername && (
            <span className={styles.decision}>
              {t('deposits.reviewedBy', {
                operator: row.original.reviewedByUsername,
                reason: row.original.rejectReason ?? '—',
              })}
            </span>
          )}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('deposits.actions'),
      cell: ({ row }) =>
        mayReview(row.original) ? (
          <span className={styles.actions}>
            <Button
              aria-label={t('deposits.approveOf', { member: row.original.memberUsername })}
              onClick={() => setReviewing({ deposit: row.original, approve: true })}
            >
              {t('deposits.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('deposits.rejectOf', { member: row.original.memberUsername })}
              onClick={() => setReviewing({ deposit: row.original, approve: false })}
            >
              {t('deposits.reject')}
            </Button>
          </span>
        ) : null,
    }),
  ];
  const show = (next: DepositFilters) => navigate(depositsAddress(next));
  return (
    <>
      <PageTitle text={t('deposits.title')} />
      <DepositFilterForm key={search} filters={filters} onApply={show} />
      <QueryView query={deposits}>
        {(page) => (
          <DataTable
            caption={t('deposits.title')}
            rows={page.list}
            columns={columns}
            emptyText={t('deposits.empty')}
            sortable
            csv={depositsCsv(t)}
            paging={{
              page: filters.page,
              hasMore: page.hasMore,
              onPage: (next) => show({ ...filters, page: next }),
            }}
          />
        )}
      </QueryView>
      {receipt && <ReceiptDialog deposit={receipt} onClose={() => setReceipt(undefined)} />}
      {reviewing && (
        <ReviewDialog
          deposit={reviewing.deposit}
          approve={reviewing.approve}
          onClose={() => setReviewing(undefined)}
        />
      )}
    </>
  );
}
