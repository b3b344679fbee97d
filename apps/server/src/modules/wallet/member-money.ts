import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, gameRounds, ledgerEntries, wallets, withdrawals } from '../../db/schema.ts';

/**
 * The wallet's currency and balance of the member whose id is `memberId`, as columns of a query over
 * members (null without a wallet): one statement for a page of members.
 */
export const walletColumnsOf = (memberId: SQL) => ({
  currency: sql<
    string | null
  >`(select ${wallets.currency} from ${wallets} where ${wallets.memberId} = ${memberId})`,
  balanceMinor: sql<
    number | null
  >`(select ${wallets.balanceMinor} from ${wallets} where ${wallets.memberId} = ${memberId})`.mapWith(Number),
});

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
