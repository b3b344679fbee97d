import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletTransactions } from '../../db/schema.ts';

export type NewWalletTransaction = Omit<typeof walletTransactions.$inferInsert, 'refundedAt'>;

/** What a repeat of a transaction id is answered with. */
export async function findTransaction(tx: Db, vendor: string, transactionId: string) {
  const [stored] = await tx
    .select({
      requestHash: walletTransactions.requestHash,
      balanceAfterMinor: walletTransactions.balanceAfterMinor,
      ledgerEntryId: walletTransactions.ledgerEntryId,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.vendor, vendor), eq(walletTransactions.transactionId, transactionId)));
  return stored;
}

export async function insertTransaction(tx: Db, transaction: NewWalletTransaction): Promise<void> {
  await tx.insert(walletTransactions).values(transaction);
}

/** A bet as a refund names it: by its transaction id, of this member and round. */
export interface BetKey {
  vendor: string;
  transactionId: string;
  memberId: string;
  roundId: string;
}

const betWhere = (key: BetKey) =>
  and(
    eq(walletTransactions.vendor, key.vendor),
    eq(walletTransactions.transactionId, key.transactionId),
    eq(walletTransactions.kind, 'bet'),
    eq(walletTransactions.memberId, key.memberId),
    eq(walletTransactions.roundId, key.roundId),
  );

export async function findBet(tx: Db, key: BetKey): Promise<{ amountMinor: number } | undefined> {
  const [bet] = await tx
    .select({ amountMinor: walletTransactions.amountMinor })
    .from(walletTransactions)
    .where(betWhere(key));
  return bet;
}

/** Marks the bet returned; false when it already was (by another refund id). */
export async function claimBetRefund(tx: Db, key: BetKey, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(walletTransactions)
    .set({ refundedAt: now })
    .where(and(betWhere(key), isNull(walletTransactions.refundedAt)))
    .returning({ amountMinor: walletTransactions.amountMinor });
  return claimed.length > 0;
}

export async function hasWin(tx: Db, vendor: string, roundId: string, memberId: string): Promise<boolean> {
  const [win] = await tx
    .select({ transactionId: walletTransactions.transactionId })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.vendor, vendor),
        eq(walletTransactions.roundId, roundId),
        eq(walletTransactions.memberId, memberId),
        eq(walletTransactions.kind, 'win'),
      ),
    )
    .limit(1);
  return win !== undefined;
}
