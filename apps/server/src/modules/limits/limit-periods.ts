import type { PlayerLimitPeriod } from '@lobby/contract';
import { addDays, merchantDay } from '../../shared/merchant-days.ts';

/** The current period of each length in the merchant's timezone: its key and its first day. */
export interface CurrentPeriod {
  period: PlayerLimitPeriod;
  key: string;
  fromDay: string;
}

export function currentPeriods(now: Date, timezone: string): Record<PlayerLimitPeriod, CurrentPeriod> {
  const day = merchantDay(now, timezone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  const month = day.slice(0, 7);
  return {
    day: { period: 'day', key: `day:${day}`, fromDay: day },
    week: { period: 'week', key: `week:${monday}`, fromDay: monday },
    month: { period: 'month', key: `month:${month}`, fromDay: `${month}-01` },
  };
}
