import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, gameRounds, ledgerEntries, wallets, withdrawals } from '../../db/schema.ts';

/** The balance of each of these members that has a wallet, by member id, in one query. */
export async function walletsOf(
  db: Db,
  memberIds: readonly string[],
): Promise<Map<string, { currency: string; balanceMinor: number }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: wallets.memberId, currency: wallets.currency, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(inArray(wallets.memberId, [...memberIds]));
  return new Map(rows.map(({ memberId, ...wallet }) => [memberId, wallet]));
}

/** The member's latest `limit` ledger entries, bets (game rounds), deposits and withdrawals, newest first. */
export async function latestMoneyOf(db: Db, memberId: string, limit: number) {
  const [ledger, rounds, memberDeposits, memberWithdrawals] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, memberId))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit),
    db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.memberId, memberId))
      .orderBy(desc(gameRounds.betAt))
      .limit(limit),
    db
      .select()
      .from(deposits)
      .where(eq(deposits.memberId, memberId))
      .orderBy(desc(deposits.createdAt))
      .limit(limit),
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, memberId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(limit),
  ]);
  return { ledger, rounds, deposits: memberDeposits, withdrawals: memberWithdrawals };
}
