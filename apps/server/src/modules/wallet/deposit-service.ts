import { randomUUID } from 'node:crypto';
import { type Deposit, toMajor } from '@lobby/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits } from '../../db/schema.ts';
import { addDepositTurnover } from '../turnover/index.ts';
import { ensureWallet, postLedgerEntry } from './ledger-repository.ts';
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
});

export async function createDeposit(
  db: Db,
  input: { memberId: string; channelId: string; currency: string; amountMinor: number; now: Date },
): Promise<DepositRow> {
  const wallet = await ensureWallet(db, input.memberId, input.currency, input.now);
  const [row] = await db
    .insert(deposits)
    .values({
      id: randomUUID(),
      memberId: input.memberId,
      channelId: input.channelId,
      currency: wallet.currency,
      amountMinor: input.amountMinor,
      status: 'pending',
      createdAt: input.now,
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

/** Confirms one pending deposit and credits it, in one transaction; false when it was no longer pending. */
export function confirmDeposit(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx
      .update(deposits)
      .set({ status: 'confirmed', confirmedAt: now })
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

const CONFIRM_BATCH = 100;

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
  let confirmed = 0;
  for (const channel of channels) {
    const due = await db
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(
          eq(deposits.status, 'pending'),
          eq(deposits.channelId, channel.info.channelId),
          lte(deposits.createdAt, channel.confirmedBefore(now)),
          memberId === undefined ? undefined : eq(deposits.memberId, memberId),
        ),
      )
      .orderBy(deposits.createdAt)
      .limit(CONFIRM_BATCH);
    for (const { id } of due) if (await confirmDeposit(db, id, now)) confirmed += 1;
  }
  return confirmed;
}
