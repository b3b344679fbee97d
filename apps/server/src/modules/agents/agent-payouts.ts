import {
  AGENT_LIST_PAGE_SIZE,
  type AgentPayoutsQuery,
  type AgentStatement,
  type AgentStatementPage,
  type AgentStatementsQuery,
  type ConsoleAgentPayout,
  type ConsoleAgentPayoutPage,
  type ContractKind,
  toMajor,
} from '@lobby/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentPayouts as p } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import { memberDirectory, memberDirectoryFilter } from '../members/index.ts';

type Row = typeof p.$inferSelect;

const statementOf = (row: Row): AgentStatement => ({
  id: row.id,
  kind: row.kind as ContractKind,
  period: row.period,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  basis: row.basis as AgentStatement['basis'],
  turnover: toMajor(row.turnoverMinor),
  netLoss: toMajor(row.netLossMinor),
  tier: row.tier,
  rate: row.rate,
  amount: toMajor(row.amountMinor),
  status: row.status as AgentStatement['status'],
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** The agent's statement: one line per computed period, newest first, paged. */
export async function listStatements(
  db: Db,
  agentId: string,
  query: AgentStatementsQuery,
): Promise<AgentStatementPage> {
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.memberId, agentId), query.kind === undefined ? undefined : eq(p.kind, query.kind)))
    .orderBy(desc(p.periodStart), p.kind)
    .limit(AGENT_LIST_PAGE_SIZE + 1)
    .offset((query.page - 1) * AGENT_LIST_PAGE_SIZE);
  return pageOf(rows, query.page, AGENT_LIST_PAGE_SIZE, statementOf);
}

function payoutsQuery(
  db: Db,
  scope: string | undefined,
  where: (directory: ReturnType<typeof memberDirectory>) => (SQL | undefined)[],
) {
  const directory = memberDirectory(db);
  return db
    .select({ row: p, username: directory.username })
    .from(p)
    .innerJoin(directory, eq(directory.id, p.memberId))
    .where(and(scope === undefined ? undefined : eq(p.merchantCode, scope), ...where(directory)))
    .$dynamic();
}

const payoutOf = ({ row, username }: { row: Row; username: string }): ConsoleAgentPayout => ({
  ...statementOf(row),
  requestId: row.requestId,
  agentId: row.memberId,
  agentUsername: username,
  merchantCode: row.merchantCode,
  holdReason: row.holdReason,
  heldByUsername: row.heldByUsername,
});

/** Payouts of the operator's merchant (undefined: every merchant), newest period first, paged. */
export async function listPayouts(
  db: Db,
  query: AgentPayoutsQuery,
  scope: string | undefined,
): Promise<ConsoleAgentPayoutPage> {
  const rows = await payoutsQuery(db, scope, (directory) => [
    query.kind === undefined ? undefined : eq(p.kind, query.kind),
    query.status === undefined ? undefined : eq(p.status, query.status),
    memberDirectoryFilter(query.agent, directory),
  ])
    .orderBy(desc(p.periodStart), desc(p.id))
    .limit(AGENT_LIST_PAGE_SIZE + 1)
    .offset((query.page - 1) * AGENT_LIST_PAGE_SIZE);
  return pageOf(rows, query.page, AGENT_LIST_PAGE_SIZE, payoutOf);
}

export async function findPayout(db: Db, id: string, scope: string | undefined) {
  const [row] = await payoutsQuery(db, scope, () => [eq(p.id, id)]);
  return row ? payoutOf(row) : undefined;
}

/**
 * Holds a due payout (due → held) or releases a held one (held → due, paid at the job's next pass); false
 * when it was not in the state the change needs (paid, none, or changed by another), and nothing changed.
 */
export async function holdPayout(
  db: Db,
  id: string,
  change: { hold: boolean; reason: string; operatorId: string; operatorUsername: string },
): Promise<boolean> {
  const updated = await db
    .update(p)
    .set(
      change.hold
        ? {
            status: 'held',
            holdReason: change.reason,
            heldBy: change.operatorId,
            heldByUsername: change.operatorUsername,
          }
        : { status: 'due' },
    )
    .where(and(eq(p.id, id), eq(p.status, change.hold ? 'due' : 'held')))
    .returning({ id: p.id });
  return updated.length === 1;
}
