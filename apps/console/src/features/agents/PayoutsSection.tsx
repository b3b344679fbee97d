import { AGENT_PAYOUT_STATUSES, type ConsoleAgentPayout, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { AgentFilterForm } from './AgentFilterForm.tsx';
import styles from './Agents.module.css';
import { agentKindColumns } from './agent-columns.ts';
import {
  AGENT_PAYOUTS_QUERY_KEY,
  type AgentListFilters,
  agentListSearch,
  fetchAgentPayouts,
} from './agents-api.ts';
import { DecidedStatus } from './DecidedStatus.tsx';
import { PayoutHoldDialog } from './PayoutHoldDialog.tsx';

type Row = ConsoleAgentPayout;
const column = createColumnHelper<Row>();
const money = (amount: number) => formatMoney(amount);

/** Contract payouts per period, newest first: hold a due one with a reason, release a held one. */
export function PayoutsSection() {
  const { t } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const mayHold = role !== undefined && roleAllows(role, 'holdAgentPayout');
  const [filters, setFilters] = useState<AgentListFilters>({ status: '', kind: '', agent: '', page: 1 });
  const [changing, setChanging] = useState<{ payout: ConsoleAgentPayout; hold: boolean }>();
  const payouts = useQuery({
    queryKey: [AGENT_PAYOUTS_QUERY_KEY, agentListSearch(filters)],
    queryFn: () => fetchAgentPayouts(filters),
    placeholderData: keepPreviousData,
  });
  const subject = (payout: ConsoleAgentPayout) => ({
    agent: payout.agentUsername,
    kind: t(`agents.kinds.${payout.kind}`),
    period: payout.period,
  });
  const columns = [
    column.accessor('period', { header: t('agents.period') }),
    ...agentKindColumns<Row>(t),
    column.accessor('turnover', { header: t('agents.turnover'), cell: (cell) => money(cell.getValue()) }),
    column.accessor('netLoss', { header: t('agents.netLoss'), cell: (cell) => money(cell.getValue()) }),
    column.accessor('tier', { header: t('agents.tier'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('amount', { header: t('agents.amount'), cell: (cell) => money(cell.getValue()) }),
    column.accessor('status', {
      header: t('agents.status'),
      cell: ({ row }) => (
        <DecidedStatus
          status={t(`agents.payoutStatuses.${row.original.status}`)}
          decision={
            row.original.status === 'held' && row.original.holdReason
              ? t('agents.heldBy', {
                  operator: row.original.heldByUsername ?? '—',
                  reason: row.original.holdReason,
                })
              : undefined
          }
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('agents.actions'),
      cell: ({ row }) => {
        const { status } = row.original;
        if (!mayHold || (status !== 'due' && status !== 'held')) return null;
        const hold = status === 'due';
        return (
          <Button
            variant="secondary"
            aria-label={t(hold ? 'agents.holdOf' : 'agents.releaseOf', subject(row.original))}
            onClick={() => setChanging({ payout: row.original, hold })}
          >
            {t(hold ? 'agents.hold' : 'agents.release')}
          </Button>
        );
      },
    }),
  ];
  return (
    <section className={styles.section} aria-labelledby="agent-payouts-title">
      <h2 id="agent-payouts-title" className={styles.sectionTitle}>
        {t('agents.payoutsTitle')}
      </h2>
      <AgentFilterForm
        label={t('agents.payoutFilters')}
        filters={filters}
        onApply={setFilters}
        statuses={[
          { value: '', label: t('agents.allStatuses') },
          ...AGENT_PAYOUT_STATUSES.map((status) => ({
            value: status,
            label: t(`agents.payoutStatuses.${status}`),
          })),
        ]}
      />
      <QueryView query={payouts}>
        {(page) => (
          <DataTable
            caption={t('agents.payoutsTitle')}
            rows={page.list}
            columns={columns}
            emptyText={t('agents.noPayouts')}
            paging={{
              page: filters.page,
              hasMore: page.hasMore,
              onPage: (next) => setFilters({ ...filters, page: next }),
            }}
          />
        )}
      </QueryView>
      {changing && (
        <PayoutHoldDialog
          payout={changing.payout}
          hold={changing.hold}
          onClose={() => setChanging(undefined)}
        />
      )}
    </section>
  );
}
