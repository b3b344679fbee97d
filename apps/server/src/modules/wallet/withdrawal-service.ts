import { randomUUID } from 'node:crypto';
import { toMajor, type Withdrawal, type WithdrawalStatus } from '@lobby/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { identityGate } from '../identity/index.ts';
import { turnoverGate } from '../turnover/index.ts';
import { ensureWallet, postLedgerEntry } from './ledger-repository.ts';

/** Limits of one withdrawal request, in major units. */
export const WITHDRAWAL_LIMITS = { minAmount: 100, maxAmount: 50_000 } as const;
/** How many of the member's withdrawals the withdraw screen lists. */
export const LATEST_WITHDRAWALS = 20;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type Status = WithdrawalStatus;

/** What left the balance for the withdrawal, and what returns if it is not paid. */
export const heldMinorOf = (row: WithdrawalRow): number => row.amountMinor + row.feeMinor;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The payout account a withdrawal goes to, as kept on it; null for those made before payout accounts. */
export const destinationOf = (row: WithdrawalRow): Withdrawal['destination'] =>
  row.payoutAccountId && row.payoutKind
    ? {
        id: row.payoutAccountId,
        kind: row.payoutKind as NonNullable<Withdrawal['destination']>['kind'],
        institution: row.payoutInstitution ?? '',
        maskedNumber: row.payoutMaskedNumber ?? '',
      }
    : null;

export const withdrawalOf = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: toMajor(row.amountMinor),
  fee: toMajor(row.feeMinor),
  currencyCode: row.currency,
  status: row.status as Status,
  destination: destinationOf(row),
  createdAt: row.createdAt.toISOString(),
  reviewedAt: iso(row.reviewedAt),
  completedAt: iso(row.completedAt),
  reason: row.reason,
});

export const latestWithdrawals = (db: Db, memberId: string): Promise<WithdrawalRow[]> =>
  db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(LATEST_WITHDRAWALS);

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** The payout account a withdrawal is paid to, as it is when requested (kept on the withdrawal). */
export interface WithdrawalDestinationInput {
  payoutAccountId: string;
  kind: string;
  institution: string;
  holderName: string;
  maskedNumber: string;
}

export interface WithdrawalInput {
  memberId: string;
  currency: string;
  /** What the member receives. */
  amountMinor: number;
  feeMinor: number;
  destination: WithdrawalDestinationInput;
  now: Date;
}

/**
 * Takes amount + fee off the balance (one ledger row, kind withdrawal) and files the request for review, in
 * one transaction; 409 insufficient_balance (nothing written) when the balance does not cover it, 409
 * turnover_outstanding while turnover is outstanding (decision 0048), 409 identity_not_verified above the
 * merchant's KYC threshold without a verified identity (decision 0053).
 */
export async function requestWithdrawal(db: Db, input: WithdrawalInput): Promise<WithdrawalRow> {
  await turnoverGate(db, input.memberId);
  await identityGate(db, input.memberId, input.amountMinor);
  const wallet = await ensureWallet(db, input.memberId, input.currency, input.now);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const posted = await postLedgerEntry(tx, {
      memberId: input.memberId,
      kind: 'withdrawal',
      reference: id,
      amountMinor: -(input.amountMinor + input.feeMinor),
      now: input.now,
    });
    if (posted === 'insufficient') throw new ApiError(409, 'insufficient_balance', { field: 'amount' });
    const { destination } = input;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        memberId: input.memberId,
        currency: wallet.currency,
        amountMinor: input.amountMinor,
        feeMinor: input.feeMinor,
        payoutAccountId: destination.payoutAccountId,
        payoutKind: destination.kind,
        payoutInstitution: destination.institution,
        payoutHolderName: destination.holderName,
        payoutMaskedNumber: destination.maskedNumber,
        status: 'pending_review',
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    return row;
  });
}

/** States whose held amount goes back to the member (ledger withdrawal_return). */
const RETURNING_STATUSES: ReadonlySet<Status> = new Set(['failed', 'rejected', 'cancelled']);
const FINAL_STATUSES: ReadonlySet<Status> = new Set(['paid', 'failed', 'rejected', 'cancelled']);

export interface WithdrawalMove {
  id: string;
  /** The states it may move from; anything else answers undefined and changes nothing. */
  from: readonly Status[];
  to: Status;
  now: Date;
  reviewer?: { id: string; username: string };
  reason?: string | null;
  providerReference?: string | null;
  submittedAt?: Date;
  nextCheckAt?: Date | null;
}

/**
 * Moves a withdrawal from one of `from` to `to` with one conditional UPDATE (so of two racing moves exactly
 * one wins) and, when `to` returns the money, credits the held amount back in the same transaction (ledger
 * withdrawal_return referenced by the withdrawal: unique, so it can be written once only).
 */
export async function moveWithdrawal(db: Db, move: WithdrawalMove): Promise<WithdrawalRow | undefined> {
  return db.transaction(async (tx) => {
    const final = FINAL_STATUSES.has(move.to);
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: move.to,
        ...(move.reviewer
          ? {
              reviewedAt: move.now,
              reviewedById: move.reviewer.id,
              reviewedByUsername: move.reviewer.username,
            }
          : {}),
        ...(move.reason !== undefined ? { reason: move.reason } : {}),
        ...(move.providerReference !== undefined ? { providerReference: move.providerReference } : {}),
        ...(move.submittedAt ? { submittedAt: move.submittedAt } : {}),
        nextCheckAt: final ? null : (move.nextCheckAt ?? null),
        ...(final ? { completedAt: move.now } : {}),
      })
      .where(and(eq(withdrawals.id, move.id), inArray(withdrawals.status, [...move.from])))
      .returning();
    if (!row) return undefined;
    if (RETURNING_STATUSES.has(move.to)) {
      const posted = await postLedgerEntry(tx, {
        memberId: row.memberId,
        kind: 'withdrawal_return',
        reference: row.id,
        amountMinor: heldMinorOf(row),
        now: move.now,
      });
      if (posted === 'insufficient') throw new Error('a return cannot be insufficient');
    }
    return row;
  });
}

/** Whether any withdrawal names the payout account (then removing it only hides it). */
export async function payoutAccountUsed(db: Db, payoutAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.payoutAccountId, payoutAccountId))
    .limit(1);
  return row !== undefined;
}
