import { CONTRACT_REQUEST_STATUSES, type ConsoleContractRequest, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { AgentFilterForm } from './AgentFilterForm.tsx';
import styles from './Agents.module.css';
import { agentKindColumns } from './agent-columns.ts';
import {
  type AgentListFilters,
  agentListSearch,
  CONTRACT_REQUESTS_QUERY_KEY,
  fetchContractRequests,
} from './agents-api.ts';
import { ContractDecisionDialog } from './ContractDecisionDialog.tsx';
import { DecidedStatus } from './DecidedStatus.tsx';

type Row = ConsoleContractRequest;
const column = createColumnHelper<Row>();
const REVIEWABLE = new Set(['pending', 'accepted']);

/** The contract requests queue: pending first by default; approve, reject with a reason, open the agent. */
export function ContractRequestsSection({
  onOpenAgent,
}: {
  onOpenAgent: (id: string, username: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const [filters, setFilters] = useState<AgentListFilters>({
    status: 'pending',
    kind: '',
    agent: '',
    page: 1,
  });
  const [deciding, setDeciding] = useState<{ request: ConsoleContractRequest; approve: boolean }>();
  const requests = useQuery({
    queryKey: [CONTRACT_REQUESTS_QUERY_KEY, agentListSearch(filters)],
    queryFn: () => fetchContractRequests(filters),
    placeholderData: keepPreviousData,
  });
  const mayDecide = (request: ConsoleContractRequest) =>
    REVIEWABLE.has(request.status) && role !== undefined && roleAllows(role, 'reviewAgentContractRequest');
  const subject = (request: ConsoleContractRequest) => ({
    agent: request.agentUsername,
    kind: t(`agents.kinds.${request.kind}`),
  });
  const columns = [
    column.accessor('offeredAt', {
      header: t('agents.offered'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    ...agentKindColumns<Row>(t),
    column.accessor('status', {
      header: t('agents.status'),
      cell: ({ row }) => (
        <DecidedStatus
          status={t(`agents.statuses.${row.original.status}`)}
          decision={
            row.original.reviewedByUsername
              ? t('agents.reviewedBy', {
                  operator: row.original.reviewedByUsername,
                  reason: row.original.rejectReason ?? '—',
                })
              : undefined
          }
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('agents.actions'),
      cell: ({ row }) => (
        <span className={styles.buttons}>
          <Button
            variant="secondary"
            aria-label={t('agents.openAgentOf', { agent: row.original.agentUsername })}
            onClick={() => onOpenAgent(row.original.agentId, row.original.agentUsername)}
          >
            {t('agents.openAgent')}
          </Button>
          {mayDecide(row.original) ? (
            <>
              <Button
                aria-label={t('agents.approveOf', subject(row.original))}
                onClick={() => setDeciding({ request: row.original, approve: true })}
              >
                {t('agents.approve')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('agents.rejectOf', subject(row.original))}
                onClick={() => setDeciding({ request: row.original, approve: false })}
              >
                {t('agents.reject')}
              </Button>
            </>
          ) : null}
        </span>
      ),
    }),
  ];
  return (
    <section className={styles.section} aria-labelledby="agent-requests-title">
      <h2 id="agent-requests-title" className={styles.sectionTitle}>
        {t('agents.requestsTitle')}
      </h2>
      <AgentFilterForm
        label={t('agents.requestFilters')}
        filters={filters}
        onApply={setFilters}
        statuses={[
          ...CONTRACT_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`agents.statuses.${status}`),
          })),
          { value: '', label: t('agents.allStatuses') },
        ]}
      />
      <QueryView query={requests}>
        {(page) => (
          <DataTable
            caption={t('agents.requestsTitle')}
            rows={page.list}
            columns={columns}
            emptyText={t('agents.noRequests')}
            paging={{
              page: filters.page,
              hasMore: page.hasMore,
              onPage: (next) => setFilters({ ...filters, page: next }),
            }}
          />
        )}
      </QueryView>
      {deciding && (
        <ContractDecisionDialog
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}
