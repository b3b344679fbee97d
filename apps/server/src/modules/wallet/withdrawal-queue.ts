import {
  type ConsoleWithdrawalsFilter,
  WITHDRAWAL_REQUEST_PAGE_SIZE,
  type WithdrawalStatus,
} from '@lobby/contract';
import { and, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { memberDirectory } from '../members/index.ts';
import type { WithdrawalRow } from './withdrawal-service.ts';

export interface QueuedWithdrawal {
  withdrawal: WithdrawalRow;
  memberUsername: string;
  merchantCode: string;
}

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The console's withdrawal queue (decision 0046): newest first, one page of WITHDRAWAL_REQUEST_PAGE_SIZE and
 * whether more follow; `scope` limits it to one merchant (undefined: every merchant).
 */
export async function withdrawalQueue(
  db: Db,
  query: ConsoleWithdrawalsFilter,
  scope: string | undefined,
): Promise<{ list: QueuedWithdrawal[]; hasMore: boolean }> {
  const directory = memberDirectory(db);
  const w = withdrawals;
  const conditions: (SQL | undefined)[] = [
    scope === undefined ? undefined : eq(directory.merchantCode, scope),
    query.status === undefined ? undefined : eq(w.status, query.status satisfies WithdrawalStatus),
    query.from === undefined ? undefined : gte(w.createdAt, new Date(query.from)),
    query.to === undefined ? undefined : lt(w.createdAt, new Date(query.to)),
    query.minAmount === undefined
      ? undefined
      : gte(w.amountMinor, Math.ceil(Math.round(query.minAmount * 1000) / 10)),
    query.maxAmount === undefined
      ? undefined
      : lte(w.amountMinor, Math.floor(Math.round(query.maxAmount * 1000) / 10)),
    query.member === undefined ? undefined : ilike(directory.username, likePrefix(query.member)),
    query.memberId === undefined ? undefined : eq(w.memberId, query.memberId),
    query.kind === undefined ? undefined : eq(w.payoutKind, query.kind),
  ];
  const rows = await db
    .select({ withdrawal: w, memberUsername: directory.username, merchantCode: directory.merchantCode })
    .from(w)
    .innerJoin(directory, eq(directory.id, w.memberId))
    .where(and(...conditions))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(WITHDRAWAL_REQUEST_PAGE_SIZE + 1)
    .offset((query.page - 1) * WITHDRAWAL_REQUEST_PAGE_SIZE);
  return {
    list: rows.slice(0, WITHDRAWAL_REQUEST_PAGE_SIZE),
    hasMore: rows.length > WITHDRAWAL_REQUEST_PAGE_SIZE,
  };
}

/** One withdrawal with its member's username and merchant, for the console. */
export async function queuedWithdrawal(db: Db, id: string): Promise<QueuedWithdrawal | undefined> {
  const directory = memberDirectory(db);
  const [row] = await db
    .select({
      withdrawal: withdrawals,
      memberUsername: directory.username,
      merchantCode: directory.merchantCode,
    })
    .from(withdrawals)
    .innerJoin(directory, eq(directory.id, withdrawals.memberId))
    .where(eq(withdrawals.id, id));
  return row;
}

/**
 * Withdrawals the payout job should look at now (approved ones left unsubmitted, processing and unknown ones
 * due a status check), claimed for `leaseMs` by moving their next check on, so that several instances never
 * work the same one at once (FOR UPDATE SKIP LOCKED in the claim).
 */
export async function claimDuePayouts(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(
        and(
          lte(withdrawals.nextCheckAt, now),
          // the partial index withdrawals_payout_due_idx covers exactly these
          inArray(withdrawals.status, ['approved', 'processing', 'unknown']),
        ),
      )
      .orderBy(withdrawals.nextCheckAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(withdrawals)
      .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          withdrawals.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}
