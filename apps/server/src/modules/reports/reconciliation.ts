import { type ConsoleReconciliation, toMajor } from '@lobby/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DayRange, numberOf, rowsOf } from '../../shared/merchant-days.ts';
import { realMemberIds } from '../members/index.ts';
import type { MerchantCalendar } from '../merchants/index.ts';
import { ledgerEntryRounds } from '../seamless-wallet/index.ts';
import { ledgerRounds, recordedRounds } from '../wallet/index.ts';
import { listDailyCloses } from './daily-close.ts';

/** The most differences one answer lists. */
export const DIFFERENCE_LIMIT = 1_000;

const majorOrNull = (value: unknown) =>
  value === null || value === undefined ? null : toMajor(numberOf(value));

/**
 * Each vendor's recorded rounds against the ledger's bet, win and refund entries of those rounds
 * (decision 0049), matched on (vendor, round id): a round on one side only, or with other amounts, is a
 * difference. Rounds are placed on the merchant day of their bet (first entry on the ledger side).
 */
export async function reconcile(
  db: Db,
  merchant: MerchantCalendar,
  merchantCodes: string[],
  range: DayRange,
  vendor: string | undefined,
): Promise<ConsoleReconciliation> {
  const memberIds = realMemberIds(merchant.code);
  const ofVendor = vendor === undefined ? sql`true` : sql`vendor = ${vendor}`;
  const matched: SQL = sql`with recorded as (select * from (${recordedRounds(memberIds, range)}) r where ${ofVendor}),
    booked as (select * from (${ledgerRounds(memberIds, range, ledgerEntryRounds())}) b where ${ofVendor}),
    matched as (
      select coalesce(recorded.vendor, booked.vendor) as vendor, coalesce(recorded.round_id, booked.round_id) as round_id,
        coalesce(recorded.day, booked.day) as day,
        recorded.round_id is not null as at_vendor, booked.round_id is not null as in_ledger,
        recorded.bet_minor as vendor_bet, recorded.win_minor as vendor_win,
        booked.bet_minor as ledger_bet, booked.win_minor as ledger_win
      from recorded full outer join booked on booked.vendor = recorded.vendor and booked.round_id = recorded.round_id
    )`;
  const days = await rowsOf(
    db,
    sql`${matched}
    select vendor, day, count(*) filter (where at_vendor) as vendor_rounds, count(*) filter (where in_ledger) as ledger_rounds,
      coalesce(sum(vendor_bet), 0) as vendor_bet, coalesce(sum(vendor_win), 0) as vendor_win,
      coalesce(sum(ledger_bet), 0) as ledger_bet, coalesce(sum(ledger_win), 0) as ledger_win
    from matched group by 1, 2 order by 2, 1`,
  );
  const differences = await rowsOf(
    db,
    sql`${matched}
    select *, count(*) over () as total from matched
    where not (at_vendor and in_ledger) or vendor_bet <> ledger_bet or vendor_win <> ledger_win
    order by day, vendor, round_id limit ${DIFFERENCE_LIMIT}`,
  );
  return {
    merchantCode: merchant.code,
    merchantCodes,
    timezone: merchant.timezone,
    currency: merchant.currency,
    from: range.fromDay,
    to: range.toDay,
    days: days.map((row) => ({
      vendor: String(row.vendor),
      day: String(row.day),
      vendorRounds: numberOf(row.vendor_rounds),
      ledgerRounds: numberOf(row.ledger_rounds),
      vendorBetAmount: toMajor(numberOf(row.vendor_bet)),
      vendorWinAmount: toMajor(numberOf(row.vendor_win)),
      ledgerBetAmount: toMajor(numberOf(row.ledger_bet)),
      ledgerWinAmount: toMajor(numberOf(row.ledger_win)),
    })),
    differences: differences.map((row) => ({
      vendor: String(row.vendor),
      day: String(row.day),
      roundId: String(row.round_id),
      problem: !row.in_ledger
        ? 'missing_in_ledger'
        : !row.at_vendor
          ? 'missing_at_vendor'
          : 'amount_mismatch',
      vendorBetAmount: majorOrNull(row.vendor_bet),
      vendorWinAmount: majorOrNull(row.vendor_win),
      ledgerBetAmount: majorOrNull(row.ledger_bet),
      ledgerWinAmount: majorOrNull(row.ledger_win),
    })),
    differenceCount: numberOf(differences[0]?.total),
    closes: await listDailyCloses(db, merchant.code, range),
  };
}
