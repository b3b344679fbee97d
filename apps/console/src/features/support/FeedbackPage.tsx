import type { FeedbackTicket } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { FeedbackTicketPanel } from './FeedbackTicketPanel.tsx';
import {
  type FeedbackFilters,
  feedbackAddress,
  readFeedbackFilters,
  ticketsSearch,
} from './feedback-filters.ts';
import styles from './Support.module.css';
import { useFeedbackTickets } from './support-api.ts';

const column = createColumnHelper<FeedbackTicket>();

/** Members' feedback, newest first, filtered by status; opening a ticket shows it with the answer form. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const filters = readFeedbackFilters(useSearch());
  const [, navigate] = useLocation();
  const tickets = useFeedbackTickets(ticketsSearch(filters));
  // A ticket answered here stays open beside the list even when the filter (open) no longer lists it.
  const [answered, setAnswered] = useState<FeedbackTicket | null>(null);
  const show = (next: FeedbackFilters) => navigate(feedbackAddress(next));
  const columns = [
    column.accessor('createdAt', {
      header: t('feedback.time'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('memberUsername', { header: t('feedback.member') }),
    column.accessor('category', {
      header: t('feedback.category'),
      cell: (cell) => t(`feedback.categories.${cell.getValue()}`),
    }),
    column.accessor('content', {
      header: t('feedback.text'),
      cell: (cell) => <span className={styles.excerpt}>{cell.getValue()}</span>,
    }),
    column.accessor('attachments', {
      header: t('feedback.images'),
      cell: (cell) => cell.getValue().length,
    }),
    column.accessor('status', {
      header: t('feedback.status'),
      cell: (cell) => (
        <span className={styles.status} data-status={cell.getValue()}>
          {t(`feedback.statuses.${cell.getValue()}`)}
        </span>
      ),
    }),
    column.display({
      id: 'open',
      header: () => <span className={styles.hidden}>{t('feedback.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={t('feedback.openTicketOf', { member: row.original.memberUsername })}
          aria-pressed={filters.ticket === row.original.id}
          onClick={() => show({ ...filters, ticket: row.original.id })}
        >
          {t('feedback.open')}
        </Button>
      ),
    }),
  ];
  return (
    <>
      <PageTitle text={t('feedback.title')} />
      <form
        className={styles.filters}
        aria-label={t('feedback.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <label className={styles.selectField}>
          <span>{t('feedback.status')}</span>
          <select
            className={styles.select}
            value={filters.status}
            onChange={(event) =>
              show({ status: event.target.value as FeedbackFilters['status'], page: 1, ticket: '' })
            }
          >
            <option value="">{t('feedback.statuses.all')}</option>
            <option value="open">{t('feedback.statuses.open')}</option>
            <option value="answered">{t('feedback.statuses.answered')}</option>
          </select>
        </label>
      </form>
      <QueryView query={tickets}>
        {(page) => {
          const open =
            page.list.find((ticket) => ticket.id === filters.ticket) ??
            (answered?.id === filters.ticket ? answered : undefined);
          return (
            <div className={styles.desk}>
              <div className={styles.deskList}>
                <DataTable
                  caption={t('feedback.title')}
                  rows={page.list}
                  columns={columns}
                  emptyText={t('feedback.empty')}
                  paging={{
                    page: filters.page,
                    hasMore: page.hasMore,
                    onPage: (next) => show({ ...filters, page: next, ticket: '' }),
                  }}
                />
              </div>
              {open ? (
                <FeedbackTicketPanel
                  key={open.id}
                  ticket={open}
                  onAnswered={setAnswered}
                  onClose={() => show({ ...filters, ticket: '' })}
                />
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
