import { randomUUID } from 'node:crypto';
import { toMajor, type Withdrawal } from '@lobby/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { turnoverGate } from '../turnover/index.ts';
import { ensureWallet, postLedgerEntry } from './ledger-repository.ts';

/** Limits of one withdrawal request, in major units. */
export const WITHDRAWAL_LIMITS = { minAmount: 100, maxAmount: 50_000 } as const;
/** How many of the member's withdrawals the withdraw screen lists. */
export const LATEST_WITHDRAWALS = 20;

type WithdrawalRow = typeof withdrawals.$inferSelect;

export const withdrawalOf = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: toMajor(row.amountMinor),
  currencyCode: row.currency,
  status: row.status as Withdrawal['status'],
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export const latestWithdrawals = (db: Db, memberId: string): Promise<WithdrawalRow[]> =>
  db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(LATEST_WITHDRAWALS);

/**
 * Takes the amount off the balance and files the request for review, in one transaction; 409
 * insufficient_balance (nothing written) when the balance does not cover it, 409 turnover_outstanding while
 * turnover is outstanding (decision 0048).
 */
export async function requestWithdrawal(
  db: Db,
  input: { memberId: string; currency: string; amountMinor: number; now: Date },
): Promise<WithdrawalRow> {
  await turnoverGate(db, input.memberId);
  const wallet = await ensureWallet(db, input.memberId, input.currency, input.now);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const posted = await postLedgerEntry(tx, {
      memberId: input.memberId,
      kind: 'withdrawal',
      reference: id,
      amountMinor: -input.amountMinor,
      now: input.now,
    });
    if (posted === 'insufficient') throw new ApiError(409, 'insufficient_balance', { field: 'amount' });
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        memberId: input.memberId,
        currency: wallet.currency,
        amountMinor: input.amountMinor,
        status: 'pending_review',
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    return row;
  });
}
