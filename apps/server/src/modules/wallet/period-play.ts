import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries as l } from '../../db/schema.ts';
import { numberOf, rowsOf } from '../../shared/merchant-days.ts';

/** A merchant-time period: a clock hour, a calendar day, or a week from Monday (decision 0058). */
export type PeriodUnit = 'hour' | 'day' | 'week';

export interface PeriodWindow {
  timezone: string;
  unit: PeriodUnit;
  /** Whole periods from this instant (a period start) up to `until` (a period start), exclusive. */
  from: Date;
  until: Date;
}

export interface PeriodPlay {
  /** The period's start in merchant time: YYYY-MM-DD for days and weeks, YYYY-MM-DDTHH for hours. */
  local: string;
  start: Date;
  end: Date;
  /** Stakes less refunded stakes. */
  turnoverMinor: number;
  winMinor: number;
}

const LOCAL_FORMAT: Record<PeriodUnit, string> = {
  hour: 'YYYY-MM-DD"T"HH24',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
};

const localStart = (column: SQL, window: Pick<PeriodWindow, 'timezone' | 'unit'>): SQL =>
  sql`date_trunc(${window.unit}, ${column} at time zone ${window.timezone}::text)`;

/**
 * The members' play per merchant-time period in the window, from the ledger's bet, win and refund entries
 * (by their time); periods without play are not listed.
 */
export async function playByPeriod(db: Db, memberIds: SQL, window: PeriodWindow): Promise<PeriodPlay[]> {
  const local = localStart(sql`${l.createdAt}`, window);
  const step = sql`(${`1 ${window.unit}`})::interval`;
  const rows = await rowsOf(
    db,
    sql`select to_char(${local}, ${LOCAL_FORMAT[window.unit]}) as local,
      (${local}) at time zone ${window.timezone}::text as start,
      (${local} + ${step}) at time zone ${window.timezone}::text as "end",
      coalesce(sum(-${l.amountMinor}) filter (where ${l.kind} = 'bet'), 0) - coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'refund'), 0) as turnover_minor,
      coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'win'), 0) as win_minor
    from ${l}
    where ${l.kind} in ('bet', 'win', 'refund') and ${l.memberId} in (${memberIds})
      and ${l.createdAt} >= ${window.from.toISOString()}::timestamptz and ${l.createdAt} < ${window.until.toISOString()}::timestamptz
    group by 1, 2, 3 order by 2`,
  );
  return rows.map((row) => ({
    local: String(row.local),
    start: new Date(row.start as string),
    end: new Date(row.end as string),
    turnoverMinor: numberOf(row.turnover_minor),
    winMinor: numberOf(row.win_minor),
  }));
}

/**
 * The period boundaries of an approved contract's pay: the first period starting at or after `startsAt`,
 * and the start of the period holding `settledBy` (periods before it have ended).
 */
export async function periodBounds(
  db: Db,
  window: Pick<PeriodWindow, 'timezone' | 'unit'>,
  startsAt: Date,
  settledBy: Date,
): Promise<{ from: Date; until: Date }> {
  const step = sql`(${`1 ${window.unit}`})::interval`;
  const starts = sql`${startsAt.toISOString()}::timestamptz at time zone ${window.timezone}::text`;
  const first = localStart(sql`${startsAt.toISOString()}::timestamptz`, window);
  const settled = localStart(sql`${settledBy.toISOString()}::timestamptz`, window);
  const [row] = await rowsOf(
    db,
    sql`select (case when ${first} = ${starts} then ${first} else ${first} + ${step} end) at time zone ${window.timezone}::text as "from",
      (${settled}) at time zone ${window.timezone}::text as until`,
  );
  return { from: new Date(row?.from as string), until: new Date(row?.until as string) };
}
