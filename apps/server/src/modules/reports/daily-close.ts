import type { DailyClose } from '@lobby/contract';
import { toMajor } from '@lobby/contract';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dailyCloses } from '../../db/schema.ts';
import { addDays, type DayRange, merchantDay } from '../../shared/merchant-days.ts';
import { allMemberIds } from '../members/index.ts';
import { firstLedgerEntryAt, ledgerBalanceAfter, ledgerDay } from '../wallet/index.ts';

/** A day is closed this long after it ended in the merchant's timezone, so late commits land first. */
export const CLOSE_GRACE_MS = 15 * 60_000;

/**
 * Closes every ended, unclosed day of the merchant up to yesterday (decision 0049), oldest first: the
 * opening is the previous close's closing; the movements the day's ledger entries per kind; the closing the
 * wallets' balances after their last entry of the day. The table's CHECK refuses a close that does not
 * balance, which stops this merchant's closing until someone looks. Several runners may close at once: a
 * day already closed by another is skipped (ON CONFLICT DO NOTHING), so each day is written once.
 * Answers how many days this call closed.
 */
export async function closeMerchantDays(
  db: Db,
  merchant: { code: string; timezone: string },
  now: Date,
): Promise<number> {
  const { timezone } = merchant;
  const lastEnded = addDays(merchantDay(new Date(now.getTime() - CLOSE_GRACE_MS), timezone), -1);
  const memberIds = allMemberIds(merchant.code);
  const [last] = await db
    .select({ day: dailyCloses.day, closingMinor: dailyCloses.closingMinor })
    .from(dailyCloses)
    .where(eq(dailyCloses.merchantCode, merchant.code))
    .orderBy(desc(dailyCloses.day))
    .limit(1);
  let day: string;
  let opening: number;
  if (last) {
    day = addDays(last.day, 1);
    opening = last.closingMinor;
  } else {
    const first = await firstLedgerEntryAt(db, memberIds);
    day = first ? merchantDay(first, timezone) : lastEnded;
    opening = await ledgerBalanceAfter(db, memberIds, { timezone, fromDay: day, toDay: addDays(day, -1) });
  }
  let closed = 0;
  for (; day <= lastEnded; day = addDays(day, 1)) {
    const range = { timezone, fromDay: day, toDay: day };
    const { movements, entryCount } = await ledgerDay(db, memberIds, range);
    const closing = await ledgerBalanceAfter(db, memberIds, range);
    const movementsMinor = Object.values(movements).reduce((sum, amount) => sum + amount, 0);
    const inserted = await db
      .insert(dailyCloses)
      .values({
        merchantCode: merchant.code,
        day,
        openingMinor: opening,
        movements,
        movementsMinor,
        closingMinor: closing,
        entryCount,
        closedAt: now,
      })
      .onConflictDoNothing()
      .returning({ day: dailyCloses.day });
    closed += inserted.length;
    opening = closing;
  }
  return closed;
}

/** The merchant's closes of the range's days, oldest first. */
export async function listDailyCloses(db: Db, merchantCode: string, range: DayRange): Promise<DailyClose[]> {
  const rows = await db
    .select()
    .from(dailyCloses)
    .where(
      and(eq(dailyCloses.merchantCode, merchantCode), between(dailyCloses.day, range.fromDay, range.toDay)),
    )
    .orderBy(asc(dailyCloses.day));
  return rows.map((row) => ({
    day: row.day,
    openingAmount: toMajor(row.openingMinor),
    movements: Object.fromEntries(
      Object.entries(row.movements).map(([kind, minor]) => [kind, toMajor(minor)]),
    ),
    closingAmount: toMajor(row.closingMinor),
    entryCount: row.entryCount,
    closedAt: row.closedAt.toISOString(),
  }));
}
