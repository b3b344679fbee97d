import { randomUUID } from 'node:crypto';
import { type Deposit, toMajor } from '@lobby/contract';
import { and, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositReceipts, deposits, wallets } from '../../db/schema.ts';
import type { UploadImageType } from '../../shared/image-type.ts';
import { type DayWindow, inDayWindow } from '../../shared/merchant-days.ts';
import { depositLimitGate } from '../limits/index.ts';
import { addDepositTurnover } from '../turnover/index.ts';
import { ensureWallet, postLedgerEntry, type WalletRow } from './ledger-repository.ts';
import type { PaymentChannel } from './payment-channels.ts';

type DepositRow = typeof deposits.$inferSelect;

export const depositOf = (row: DepositRow): Deposit => ({
  id: row.id,
  channelId: row.channelId,
  amount: toMajor(row.amountMinor),
  currencyCode: row.currency,
  status: row.status as Deposit['status'],
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  reference: row.reference,
  rejectReason: row.rejectReason,
});

/** A bank transfer's receipt, checked by content before it gets here. */
export interface DepositReceipt {
  mimeType: UploadImageType;
  bytes: Buffer;
}

export interface NewDeposit {
  memberId: string;
  /** The member's merchant, whose timezone the deposit limits' periods follow. */
  merchantCode: string;
  channelId: string;
  currency: string;
  amountMinor: number;
  now: Date;
  /** A bank transfer's: the member's reference and receipt, stored with the deposit in one transaction. */
  transfer?: { reference: string; receipt: DepositReceipt };
}

/** 409 deposit_limit_exceeded (nothing written) when the amount passes a deposit limit (decision 0051). */
export async function createDeposit(db: Db, input: NewDeposit): Promise<DepositRow> {
  await depositLimitGate(
    db,
    { id: input.memberId, merchantCode: input.merchantCode },
    input.amountMinor,
    input.now,
    depositedIn,
  );
  const wallet = await ensureWallet(db, input.memberId, input.currency, input.now);
  const { transfer } = input;
  return db.transaction(async (tx) => {
    const row = await insertDeposit(tx, { ...input, currency: wallet.currency });
    if (transfer) await tx.insert(depositReceipts).values({ depositId: row.id, ...transfer.receipt });
    return row;
  });
}

/** The member's deposits requested in the window and not rejected, minor units. */
export async function depositedIn(db: Db, memberId: string, window: DayWindow): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${deposits.amountMinor})` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        ne(deposits.status, 'rejected'),
        inDayWindow(deposits.createdAt, window),
      ),
    );
  return Number(row?.total ?? 0);
}

async function insertDeposit(db: Db, input: NewDeposit): Promise<DepositRow> {
  const [row] = await db
    .insert(deposits)
    .values({
      id: randomUUID(),
      memberId: input.memberId,
      channelId: input.channelId,
      currency: input.currency,
      amountMinor: input.amountMinor,
      status: 'pending',
      createdAt: input.now,
      reference: input.transfer?.reference ?? null,
    })
    .returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
}

export async function findDeposit(db: Db, memberId: string, id: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)));
  return row;
}

/** The operator who reviewed a bank-transfer deposit. */
export interface DepositReviewer {
  operatorId: string;
  operatorUsername: string;
}

/**
 * Confirms one pending deposit and credits it, in one transaction; false when it was no longer pending.
 * The one place a deposit becomes confirmed: the sandbox channel's timer and an operator's approval
 * (`reviewer`) both come through here.
 */
export function confirmDeposit(db: Db, id: string, now: Date, reviewer?: DepositReviewer): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reviewed = reviewer
      ? { reviewedById: reviewer.operatorId, reviewedByUsername: reviewer.operatorUsername, reviewedAt: now }
      : {};
    const [deposit] = await tx
      .update(deposits)
      .set({ status: 'confirmed', confirmedAt: now, ...reviewed })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
      .returning();
    if (!deposit) return false;
    const posted = await postLedgerEntry(tx, {
      memberId: deposit.memberId,
      kind: 'deposit',
      reference: deposit.id,
      amountMinor: deposit.amountMinor,
      now,
    });
    if (posted === 'insufficient') throw new Error('a deposit cannot be insufficient');
    await addDepositTurnover(tx, deposit, now);
    return true;
  });
}

/** Rejects one pending deposit with a reason (nothing is credited); false when it was no longer pending. */
export async function rejectDeposit(
  db: Db,
  id: string,
  now: Date,
  reviewer: DepositReviewer,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(deposits)
    .set({
      status: 'rejected',
      reviewedById: reviewer.operatorId,
      reviewedByUsername: reviewer.operatorUsername,
      reviewedAt: now,
      rejectReason: reason,
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning({ id: deposits.id });
  return rows.length > 0;
}

const MEMBER_DEPOSITS = 20;

/** The member's latest deposits, newest first. */
export function latestDeposits(db: Db, memberId: string): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.memberId, memberId))
    .orderBy(desc(deposits.createdAt))
    .limit(MEMBER_DEPOSITS);
}

const CONFIRM_BATCH = 100;

/** The pending deposits the channels count as paid by `now` (of one member when given); none without channels. */
function dueDeposits(channels: readonly PaymentChannel[], now: Date, memberId?: string): SQL {
  const paid = channels.map((channel) =>
    and(
      eq(deposits.channelId, channel.info.channelId),
      lte(deposits.createdAt, channel.confirmedBefore(now)),
    ),
  );
  return (
    and(
      eq(deposits.status, 'pending'),
      or(...paid) ?? sql`false`,
      memberId === undefined ? undefined : eq(deposits.memberId, memberId),
    ) ?? sql`false`
  );
}

/**
 * Confirms the pending deposits the channels count as paid by `now` (of one member when given); answers how
 * many. Safe to run from several places at once: each deposit is confirmed by one of them.
 */
export async function confirmDueDeposits(
  db: Db,
  channels: readonly PaymentChannel[],
  now: Date,
  memberId?: string,
): Promise<number> {
  const due = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(dueDeposits(channels, now, memberId))
    .orderBy(deposits.createdAt)
    .limit(CONFIRM_BATCH);
  let confirmed = 0;
  for (const { id } of due) if (await confirmDeposit(db, id, now)) confirmed += 1;
  return confirmed;
}

/**
 * The member's wallet as a balance read shows it, their due deposits confirmed: one round trip when none is due
 * and the wallet exists (nearly every read; a signed-in lobby asks every few seconds), else as before.
 */
export async function walletAfterDueDeposits(
  db: Db,
  channels: readonly PaymentChannel[],
  now: Date,
  memberId: string,
  currency: string,
): Promise<WalletRow> {
  const [read] = await db
    .select({
      currency: wallets.currency,
      balanceMinor: wallets.balanceMinor,
      due: sql<boolean>`exists (select 1 from ${deposits} where ${dueDeposits(channels, now, memberId)})`,
    })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  if (read && !read.due) return { currency: read.currency, balanceMinor: read.balanceMinor };
  await confirmDueDeposits(db, channels, now, memberId);
  return ensureWallet(db, memberId, currency, now);
}
