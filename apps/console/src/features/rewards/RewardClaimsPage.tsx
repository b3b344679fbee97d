import { REWARD_CLAIM_STATUSES, type RewardClaim, type RewardClaimStatus, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { RewardDecisionDialog } from './RewardDecisionDialog.tsx';
import styles from './Rewards.module.css';
import {
  fetchRewardClaims,
  REWARD_CLAIMS_QUERY_KEY,
  type RewardClaimFilters,
  rewardClaimsSearch,
} from './reward-claims-api.ts';

const column = createColumnHelper<RewardClaim>();
const REVIEWABLE: readonly RewardClaimStatus[] = ['Applying', 'Process'];

/** The address's filters: applications waiting for review unless another status (or all) is asked for. */
function readFilters(search: string): RewardClaimFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status:
      status === 'all' || REWARD_CLAIM_STATUSES.includes(status as RewardClaimStatus)
        ? (status as RewardClaimFilters['status'])
        : 'Applying',
    activityId: params.get('activityId') ?? '',
    memberId: params.get('memberId') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; the default status (Applying) stays out of it, every status is 'all'. */
function filtersAddress(filters: RewardClaimFilters): string {
  const search = new URLSearchParams(rewardClaimsSearch(filters));
  if (filters.status === 'Applying') search.delete('status');
  else if (filters.status === 'all') search.set('status', 'all');
  const query = search.toString();
  return query ? `/rewards?${query}` : '/rewards';
}

/** A claim's status, and who decided it with their reason. */
function ClaimStatus({ claim }: { claim: RewardClaim }) {
  const { t } = useTranslation();
  const decider = claim.decidedByUsername;
  return (
    <span>
      {t(`rewards.statuses.${claim.status}`)}
      {decider ? (
        <span className={styles.note}>
          {t('rewards.decidedBy', { operator: decider, reason: claim.decisionReason ?? '—' })}
        </span>
      ) : null}
    </span>
  );
}

/** /rewards: activity reward applications, waiting ones first, with Approve and Reject (decision 0048). */
export function RewardClaimsPage() {
  const { t, i18n } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const filters = readFilters(useSearch());
  const [, navigate] = useLocation();
  const [activityDraft, setActivityDraft] = useState(filters.activityId);
  const [deciding, setDeciding] = useState<{ claim: RewardClaim; approve: boolean }>();
  const claims = useQuery({
    queryKey: [REWARD_CLAIMS_QUERY_KEY, rewardClaimsSearch(filters)],
    queryFn: () => fetchRewardClaims(filters),
    placeholderData: keepPreviousData,
  });
  const mayReview = (claim: RewardClaim) =>
    REVIEWABLE.includes(claim.status) && role !== undefined && roleAllows(role, 'reviewRewardClaim');
  const show = (next: RewardClaimFilters) => navigate(filtersAddress(next));
  const turnPage = (next: number) => show({ ...filters, page: next });
  const statusText = (status: RewardClaimStatus) => t(`rewards.statuses.${status}`);
  const columns = [
    column.accessor('joinedAt', {
      header: t('rewards.applied'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('memberUsername', { header: t('rewards.member') }),
    column.accessor('activityTitle', { header: t('rewards.activity') }),
    column.accessor('rewardAmount', {
      header: t('rewards.amount'),
      cell: (cell) => formatMoney(cell.getValue()),
    }),
    column.accessor('turnoverMultiple', {
      header: t('rewards.multiple'),
      cell: (cell) => t('rewards.times', { multiple: cell.getValue() }),
    }),
    column.accessor('remark', { header: t('rewards.remark'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('status', {
      header: t('rewards.status'),
      cell: ({ row }) => <ClaimStatus claim={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: t('rewards.actions'),
      cell: ({ row }) =>
        mayReview(row.original) ? (
          <span className={styles.buttons}>
            <Button
              aria-label={t('rewards.approveOf', { member: row.original.memberUsername })}
              onClick={() => setDeciding({ claim: row.original, approve: true })}
            >
              {t('rewards.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('rewards.rejectOf', { member: row.original.memberUsername })}
              onClick={() => setDeciding({ claim: row.original, approve: false })}
            >
              {t('rewards.reject')}
            </Button>
          </span>
        ) : null,
    }),
  ];
  return (
    <>
      <PageTitle text={t('rewards.title')} />
      {deciding && (
        <RewardDecisionDialog
          claim={deciding.claim}
          approve={deciding.approve}
          onClose={() => setDeciding(undefined)}
        />
      )}
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          show({ ...filters, activityId: activityDraft.trim(), page: 1 });
        }}
      >
        <Select
          label={t('rewards.status')}
          value={filters.status}
          onChange={(event) =>
            show({ ...filters, status: event.target.value as RewardClaimFilters['status'], page: 1 })
          }
          options={[...REWARD_CLAIM_STATUSES, 'all' as const].map((status) => ({
            value: status,
            label: status === 'all' ? t('rewards.allStatuses') : statusText(status),
          }))}
        />
        <Field
          label={t('rewards.activityId')}
          value={activityDraft}
          maxLength={64}
          onChange={(event) => setActivityDraft(event.target.value)}
          onBlur={() => show({ ...filters, activityId: activityDraft.trim(), page: 1 })}
        />
      </form>
      <QueryView query={claims}>
        {(page) => (
          <DataTable
            caption={t('rewards.title')}
            rows={page.list}
            columns={columns}
            emptyText={t('rewards.empty')}
            sortable
            csv={{
              fileName: 'reward-claims.csv',
              header: [
                t('rewards.applied'),
                t('rewards.member'),
                t('rewards.activity'),
                t('rewards.amount'),
                t('rewards.multiple'),
                t('rewards.status'),
                t('rewards.reason'),
              ],
              cells: (row) => [
                row.joinedAt,
                row.memberUsername,
                row.activityTitle,
                row.rewardAmount.toFixed(2),
                String(row.turnoverMultiple),
                statusText(row.status),
                row.decisionReason,
              ],
            }}
            paging={{ page: filters.page, hasMore: page.hasMore, onPage: turnPage }}
          />
        )}
      </QueryView>
    </>
  );
}
