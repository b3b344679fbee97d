import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { type DayWindow, inDayWindow } from '../../shared/merchant-days.ts';

/** A member's money movements in a window, minor units, each positive. */
export interface ActivityMinor {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
}

const sumOf = (kinds: string[], sign: 1 | -1) =>
  sql<string>`coalesce(sum(case when ${ledgerEntries.kind} in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) then ${ledgerEntries.amountMinor} else 0 end), 0) * ${sign}`;

/**
 * The member's deposits, withdrawals (less those returned), bets (less refunds) and wins in the window,
 * from the ledger (the activity statement, issue 17).
 */
export async function activityTotals(db: Db, memberId: string, window: DayWindow): Promise<ActivityMinor> {
  const [row] = await db
    .select({
      deposits: sumOf(['deposit'], 1),
      withdrawals: sumOf(['withdrawal', 'withdrawal_return'], -1),
      bets: sumOf(['bet', 'refund'], -1),
      wins: sumOf(['win'], 1),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), inDayWindow(ledgerEntries.createdAt, window)));
  return {
    deposits: Number(row?.deposits ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    bets: Number(row?.bets ?? 0),
    wins: Number(row?.wins ?? 0),
  };
}
