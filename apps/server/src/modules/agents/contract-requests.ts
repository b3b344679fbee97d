import { randomUUID } from 'node:crypto';
import {
  type AgentContract,
  type AgentContractRequests,
  CONTRACT_KINDS,
  CONTRACT_REQUEST_FIELDS,
  type ContractKind,
  type ContractPlan,
} from '@lobby/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentContractRequests } from '../../db/schema.ts';
import { DEFAULT_PLANS } from './contract-plans.ts';

type Row = typeof agentContractRequests.$inferSelect;
export type ContractTerms = Row['terms'];

/** The terms an upline offers when none are given (test facility, demo seed). */
export const DEFAULT_TERMS: Record<ContractKind, ContractTerms> = {
  salary: [
    { termCode: 'dailySalary', value: 50, unit: 'amount' },
    { termCode: 'minActiveMembers', value: 5, unit: 'members' },
  ],
  dividend: [
    { termCode: 'dividendRate', value: 15, unit: 'percent' },
    { termCode: 'minActiveMembers', value: 10, unit: 'members' },
  ],
  hourly: [
    { termCode: 'hourlySalary', value: 8, unit: 'amount' },
    { termCode: 'minOnlineHours', value: 4, unit: 'hours' },
  ],
};

export interface NewContractRequest {
  memberId: string;
  kind: ContractKind;
  offeredBy: string;
  terms?: ContractTerms;
  plan?: ContractPlan;
  now: Date;
  /** A fixed id makes a seed idempotent; else a fresh one. */
  id?: string;
}

export async function offerContract(db: Db, request: NewContractRequest): Promise<string> {
  const id = request.id ?? randomUUID();
  await db
    .insert(agentContractRequests)
    .values({
      id,
      memberId: request.memberId,
      kind: request.kind,
      offeredBy: request.offeredBy,
      terms: request.terms ?? DEFAULT_TERMS[request.kind],
      plan: request.plan ?? DEFAULT_PLANS[request.kind],
      status: 'pending',
      offeredAt: request.now,
    })
    .onConflictDoNothing();
  return id;
}

/** Per spec field: the id of the latest pending request of its kind, '' when none is pending. */
export async function pendingRequestFields(db: Db, memberId: string): Promise<AgentContractRequests> {
  const rows = await db
    .selectDistinctOn([agentContractRequests.kind], {
      kind: agentContractRequests.kind,
      id: agentContractRequests.id,
    })
    .from(agentContractRequests)
    .where(and(eq(agentContractRequests.memberId, memberId), eq(agentContractRequests.status, 'pending')))
    .orderBy(agentContractRequests.kind, desc(agentContractRequests.offeredAt));
  const fields: AgentContractRequests = {
    dailysalreqtype: '',
    divtypecompperiodreq: '',
    contracthoursalreq: '',
  };
  for (const row of rows)
    if ((CONTRACT_KINDS as readonly string[]).includes(row.kind))
      fields[CONTRACT_REQUEST_FIELDS[row.kind as ContractKind]] = row.id;
  return fields;
}

/** The contract of a kind the member sees: the latest pending one, else the latest answered one. */
export async function currentContract(
  db: Db,
  memberId: string,
  kind: ContractKind,
): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(agentContractRequests)
    .where(and(eq(agentContractRequests.memberId, memberId), eq(agentContractRequests.kind, kind)))
    .orderBy(sql`${agentContractRequests.status} = 'pending' desc`, desc(agentContractRequests.offeredAt))
    .limit(1);
  return row;
}

/** Answers a pending request; undefined when it is no longer pending (another answer won). */
export async function respondToContract(
  db: Db,
  id: string,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<Row | undefined> {
  const [row] = await db
    .update(agentContractRequests)
    .set({ status, respondedAt: now })
    .where(and(eq(agentContractRequests.id, id), eq(agentContractRequests.status, 'pending')))
    .returning();
  return row;
}

export const contractOf = (row: Row): AgentContract => ({
  kind: row.kind as ContractKind,
  requestId: row.id,
  status: row.status as AgentContract['status'],
  offeredBy: row.offeredBy,
  offeredAt: row.offeredAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
  terms: row.terms,
});
