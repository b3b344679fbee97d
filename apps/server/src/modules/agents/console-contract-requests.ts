import {
  AGENT_LIST_PAGE_SIZE,
  type AgentContractRequestsQuery,
  type ConsoleContractRequest,
  type ConsoleContractRequestPage,
  type ContractKind,
  type ContractPlan,
  REVIEWABLE_CONTRACT_STATUSES,
} from '@lobby/contract';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentContractRequests as r } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import { memberDirectory, memberDirectoryFilter } from '../members/index.ts';
import { DEFAULT_PLANS } from './contract-plans.ts';

type Directory = ReturnType<typeof memberDirectory>;
type Row = typeof r.$inferSelect;

function requestsQuery(
  db: Db,
  scope: string | undefined,
  where: (directory: Directory) => (SQL | undefined)[],
) {
  const directory = memberDirectory(db);
  return db
    .select({ row: r, username: directory.username, merchantCode: directory.merchantCode })
    .from(r)
    .innerJoin(directory, eq(directory.id, r.memberId))
    .where(and(scope === undefined ? undefined : eq(directory.merchantCode, scope), ...where(directory)))
    .$dynamic();
}

/** The pay table of a request; requests stored before decision 0058 have their kind's default. */
export const planOf = (row: Pick<Row, 'kind' | 'plan'>): ContractPlan =>
  row.plan ?? DEFAULT_PLANS[row.kind as ContractKind];

const requestOf = ({
  row,
  username,
  merchantCode,
}: {
  row: Row;
  username: string;
  merchantCode: string;
}): ConsoleContractRequest => ({
  id: row.id,
  kind: row.kind as ContractKind,
  status: row.status as ConsoleContractRequest['status'],
  agentId: row.memberId,
  agentUsername: username,
  merchantCode,
  offeredBy: row.offeredBy,
  offeredAt: row.offeredAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
  plan: planOf(row),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewedByUsername: row.reviewedByUsername,
  rejectReason: row.rejectReason,
});

/** Contract requests of the operator's merchant (undefined: every merchant), newest first, paged. */
export async function listContractRequests(
  db: Db,
  query: AgentContractRequestsQuery,
  scope: string | undefined,
): Promise<ConsoleContractRequestPage> {
  const rows = await requestsQuery(db, scope, (directory) => [
    query.kind === undefined ? undefined : eq(r.kind, query.kind),
    query.status === undefined ? undefined : eq(r.status, query.status),
    memberDirectoryFilter(query.agent, directory),
  ])
    .orderBy(desc(r.offeredAt), desc(r.id))
    .limit(AGENT_LIST_PAGE_SIZE + 1)
    .offset((query.page - 1) * AGENT_LIST_PAGE_SIZE);
  return pageOf(rows, query.page, AGENT_LIST_PAGE_SIZE, requestOf);
}

export async function findContractRequest(db: Db, id: string, scope: string | undefined) {
  const [row] = await requestsQuery(db, scope, () => [eq(r.id, id)]);
  return row ? requestOf(row) : undefined;
}

/** The agent's latest contract request of each kind, as the console shows an agent's terms. */
export async function latestContracts(db: Db, agentId: string, scope: string | undefined) {
  const rows = await requestsQuery(db, scope, () => [eq(r.memberId, agentId)]).orderBy(
    r.kind,
    desc(r.offeredAt),
  );
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.row.kind) && seen.add(row.row.kind)).map(requestOf);
}

export interface ContractDecision {
  approve: boolean;
  reason: string | null;
  plan: ContractPlan | undefined;
  operatorId: string;
  operatorUsername: string;
  now: Date;
}

/**
 * Decides a reviewable request once (pending or accepted); false when another decision came first (nothing
 * changed). Approving puts it in force and ends the agent's earlier approved contract of its kind.
 */
export async function decideContractRequest(
  db: Db,
  id: string,
  decision: ContractDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(r)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? null : decision.reason,
        ...(decision.plan ? { plan: decision.plan } : {}),
        reviewedAt: decision.now,
        reviewedBy: decision.operatorId,
        reviewedByUsername: decision.operatorUsername,
      })
      .where(and(eq(r.id, id), inArray(r.status, [...REVIEWABLE_CONTRACT_STATUSES])))
      .returning({ memberId: r.memberId, kind: r.kind });
    if (!decided) return false;
    if (decision.approve)
      await tx
        .update(r)
        .set({ status: 'superseded', endsAt: decision.now })
        .where(
          and(
            eq(r.memberId, decided.memberId),
            eq(r.kind, decided.kind),
            eq(r.status, 'approved'),
            ne(r.id, id),
          ),
        );
    return true;
  });
}
