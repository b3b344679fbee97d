import { GAME_RECORD_MAX_DAYS } from '@lobby/contract';

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** A local calendar date as YYYY-MM-DD. */
export const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const daysBefore = (now: Date, days: number): Date =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);

/** A preset's dates in the member's time zone, both included. */
export function presetRange(preset: RangePreset, now: Date): DateRange {
  const today = isoDate(now);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = isoDate(daysBefore(now, 1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: isoDate(daysBefore(now, 6)), endDate: today };
    case 'last30':
      return { startDate: isoDate(daysBefore(now, 29)), endDate: today };
  }
}

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** What is wrong with a chosen range: the order, or more than GAME_RECORD_MAX_DAYS days. */
export function rangeProblem({ startDate, endDate }: DateRange): 'order' | 'too_long' | undefined {
  const days = dayNumber(endDate) - dayNumber(startDate);
  if (!Number.isFinite(days) || days < 0) return 'order';
  return days > GAME_RECORD_MAX_DAYS ? 'too_long' : undefined;
}
