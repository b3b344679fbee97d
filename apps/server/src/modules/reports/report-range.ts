import { REPORT_MAX_DAYS } from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';
import type { DayRange } from '../../shared/merchant-days.ts';

const DAY_MS = 86_400_000;

/** The days asked for, checked: real dates, `from` not after `to`, at most REPORT_MAX_DAYS days. */
export function dayRangeOf(query: { from: string; to: string }, timezone: string): DayRange {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const to = Date.parse(`${query.to}T00:00:00Z`);
  if (Number.isNaN(from)) throw new ApiError(400, 'date_range_invalid', { field: 'from' });
  if (Number.isNaN(to) || to < from || (to - from) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw new ApiError(400, 'date_range_invalid', { field: 'to' });
  return { timezone, fromDay: query.from, toDay: query.to };
}
