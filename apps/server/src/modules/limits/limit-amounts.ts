import { type PlayerLimitKind, type PlayerLimitPeriod, toMajor, toMinor } from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';
import type { LimitRow } from './limit-repository.ts';

/** A session limit is whole minutes of a day. */
const MINUTES_PER_DAY = 1440;

/** Stored amounts are minor units, a session limit's minutes. */
export const shown = (kind: PlayerLimitKind, stored: number | null): number | null =>
  stored === null ? null : kind === 'session' ? stored : toMajor(stored);

export const storedOf = (kind: PlayerLimitKind, amount: number | null): number | null =>
  amount === null ? null : kind === 'session' ? amount : (toMinor(amount) ?? null);

export const rowOf = (rows: LimitRow[], kind: PlayerLimitKind, period: PlayerLimitPeriod) =>
  rows.find((row) => row.kind === kind && row.period === period);

/** The limit that holds: the lower of the member's own and the operator's (decision 0055); null: none. */
export function inForce(row: Pick<LimitRow, 'amountMinor' | 'operatorAmountMinor'>): number | null {
  const amounts = [row.amountMinor, row.operatorAmountMinor].filter((amount) => amount !== null);
  return amounts.length === 0 ? null : Math.min(...amounts);
}

interface Setting {
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  amount: number | null;
}

/** 400 naming the field: a kind and period twice, a session limit other than per day or in whole minutes. */
export function checkSettings(settings: Setting[]): void {
  const seen = new Set<string>();
  for (const [index, setting] of settings.entries()) {
    const key = `${setting.kind}:${setting.period}`;
    if (seen.has(key)) throw new ApiError(400, 'validation_error', { field: `limits.${index}` });
    seen.add(key);
    if (setting.kind !== 'session') continue;
    if (setting.period !== 'day')
      throw new ApiError(400, 'validation_error', { field: `limits.${index}.period` });
    if (setting.amount !== null && !(Number.isInteger(setting.amount) && setting.amount <= MINUTES_PER_DAY))
      throw new ApiError(400, 'validation_error', { field: `limits.${index}.amount` });
  }
}
