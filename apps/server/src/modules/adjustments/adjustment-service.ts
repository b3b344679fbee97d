import { randomUUID } from 'node:crypto';
import { type CreateBalanceAdjustmentRequest, toMinor } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { ensureWallet, postLedgerEntry } from '../wallet/index.ts';
import {
  type AdjustmentRow,
  type Decision,
  decidePending,
  insertAdjustment,
  setBalanceAfter,
} from './adjustment-repository.ts';

const signed = (row: Pick<AdjustmentRow, 'direction' | 'amountMinor'>): number =>
  row.direction === 'debit' ? -row.amountMinor : row.amountMinor;

/** Writes the adjustment's one ledger row (kind adjustment, referenced by its id); call inside the transaction. */
async function moveMoney(tx: Db, row: AdjustmentRow, now: Date): Promise<number> {
  const posted = await postLedgerEntry(tx, {
    memberId: row.memberId,
    kind: 'adjustment',
    reference: row.id,
    amountMinor: signed(row),
    now,
  });
  if (posted === 'insufficient') throw new ApiError(409, 'insufficient_balance', { field: 'amount' });
  return posted.balanceAfterMinor;
}

export interface NewAdjustment {
  member: { id: string; username: string; merchantCode: string };
  operator: { id: string; username: string };
  request: CreateBalanceAdjustmentRequest;
  currency: string;
  /** At or below it the money moves at once; above it the adjustment waits for a second operator. */
  thresholdMinor: number;
  now: Date;
}

/**
 * Files the adjustment: applied through the ledger in the same transaction when within the threshold, else
 * pending approval with nothing moved. A debit beyond the balance: 409 insufficient_balance, nothing written.
 */
export async function createAdjustment(db: Db, input: NewAdjustment): Promise<AdjustmentRow> {
  const amountMinor = toMinor(input.request.amount);
  if (amountMinor === undefined) throw new Error('the contract lets only two decimals through');
  const pending = amountMinor > input.thresholdMinor;
  const wallet = await ensureWallet(db, input.member.id, input.currency, input.now);
  if (input.request.direction === 'debit' && wallet.balanceMinor < amountMinor)
    throw new ApiError(409, 'insufficient_balance', { field: 'amount' });
  return db.transaction(async (tx) => {
    const row = await insertAdjustment(tx, {
      id: randomUUID(),
      memberId: input.member.id,
      memberUsername: input.member.username,
      merchantCode: input.member.merchantCode,
      direction: input.request.direction,
      amountMinor,
      currency: wallet.currency,
      reason: input.request.reason,
      status: pending ? 'pending_approval' : 'applied',
      createdById: input.operator.id,
      createdByUsername: input.operator.username,
      createdAt: input.now,
    });
    if (pending) return row;
    return setBalanceAfter(tx, row.id, await moveMoney(tx, row, input.now));
  });
}

/**
 * Approves or rejects a pending adjustment made by another operator; an approval moves the money in the
 * same transaction. Undefined when it is no longer pending (another decision won) or the decider made it.
 */
export function decideAdjustment(db: Db, id: string, decision: Decision): Promise<AdjustmentRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await decidePending(tx, id, decision);
    if (!row || decision.status === 'rejected') return row;
    return setBalanceAfter(tx, row.id, await moveMoney(tx, row, decision.now));
  });
}
