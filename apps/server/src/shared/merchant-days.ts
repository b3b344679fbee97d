import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A run of merchant days (decision 0045): from the start of `fromDay` in the merchant's `timezone` up to
 * and including `now`. Days are calendar days in that timezone, written YYYY-MM-DD.
 */
export interface DayWindow {
  timezone: string;
  fromDay: string;
  now: Date;
}

/** The calendar day of `instant` in `timeZone` (IANA), as YYYY-MM-DD. */
export function merchantDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `count` days after (before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** SQL: the merchant day (a date) a timestamptz column falls on. */
export const dateOfColumn = (column: AnyPgColumn | SQL, window: Pick<DayWindow, 'timezone'>): SQL =>
  sql`(${column} at time zone ${window.timezone}::text)::date`;

/** SQL: a date as the YYYY-MM-DD text days are written in. */
export const dayText = (date: SQL): SQL => sql`to_char(${date}, 'YYYY-MM-DD')`;

/** SQL: the merchant day (YYYY-MM-DD text) a timestamptz column falls on. */
export const dayOfColumn = (column: AnyPgColumn | SQL, window: Pick<DayWindow, 'timezone'>): SQL =>
  dayText(dateOfColumn(column, window));

/** SQL: the column lies in the window (a range over the column itself, so its index serves). */
export const inDayWindow = (column: AnyPgColumn | SQL, window: DayWindow): SQL =>
  sql`${column} >= (${window.fromDay}::date::timestamp at time zone ${window.timezone}::text) and ${column} <= ${window.now.toISOString()}::timestamptz`;

/** Whole merchant days, `fromDay` to `toDay` inclusive (decision 0049). */
export interface DayRange {
  timezone: string;
  fromDay: string;
  toDay: string;
}

/** SQL: the instant a merchant day starts. */
export const dayStart = (day: string, timezone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timezone}::text)`;

/** SQL: the column lies in the range's days, `end` more days allowed after it (a range over the column). */
export const inDayRange = (column: AnyPgColumn | SQL, range: DayRange, extraDays = 0): SQL =>
  sql`${column} >= ${dayStart(range.fromDay, range.timezone)} and ${column} < ${dayStart(addDays(range.toDay, 1 + extraDays), range.timezone)}`;

/** The rows of raw SQL, as the driver returns them. */
export const rowsOf = async (db: { execute: (query: SQL) => Promise<unknown> }, query: SQL) =>
  ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

/** Numbers from aggregate SQL: count and sum come back as string or bigint depending on the driver. */
export const numberOf = (value: unknown): number => Number(value ?? 0);
