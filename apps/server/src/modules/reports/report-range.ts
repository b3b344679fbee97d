import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';
import { addDays, type DayRange, merchantDay } from '../../shared/merchant-days.ts';

const DAY_MS = 86_400_000;

/**
 * The days asked for, checked: real dates, `from` not after `to`, at most REPORT_MAX_DAYS days. A missing
 * `to` is the merchant's today at `now` and a missing `from` the REPORT_DEFAULT_DAYS days up to `to`, both in
 * the merchant's timezone, never the caller's (decision 0091).
 */
export function dayRangeOf(query: { from?: string; to?: string }, timezone: string, now: Date): DayRange {
  const toDay = query.to ?? merchantDay(now, timezone);
  const fromDay = query.from ?? addDays(toDay, 1 - REPORT_DEFAULT_DAYS);
  const from = Date.parse(`${fromDay}T00:00:00Z`);
  const to = Date.parse(`${toDay}T00:00:00Z`);
  if (Number.isNaN(from)) throw new ApiError(400, 'date_range_invalid', { field: 'from' });
  if (Number.isNaN(to) || to < from || (to - from) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw new ApiError(400, 'date_range_invalid', { field: 'to' });
  return { timezone, fromDay, toDay };
}
