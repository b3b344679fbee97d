import type { SelfExclusionPeriod, TimeOutPeriod } from '@lobby/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

const TIME_OUT_DAYS: Record<TimeOutPeriod, number> = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 };
const SELF_EXCLUSION_MONTHS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** How long after a self-exclusion ends, and the member asks to return, the account reopens. */
export const RETURN_COOLING_OFF_MS = DAY_MS;

export const timeOutEnd = (period: TimeOutPeriod, start: Date): Date =>
  new Date(start.getTime() + TIME_OUT_DAYS[period] * DAY_MS);

/** Calendar months from the start instant (UTC); null: permanent. */
export function selfExclusionEnd(period: SelfExclusionPeriod, start: Date): Date | null {
  if (period === 'permanent') return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + SELF_EXCLUSION_MONTHS[period]);
  return end;
}
