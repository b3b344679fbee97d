import {
  PLAYER_LIMIT_KINDS,
  PLAYER_LIMIT_PERIODS,
  type PlayerLimit,
  type PlayerLimitKind,
  type PlayerLimitPeriod,
  type PlayerLimitSetting,
  type PlayerLimits,
  toMajor,
} from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { DayWindow } from '../../shared/merchant-days.ts';
import { findMerchantPlayTerms } from '../merchants/index.ts';
import { checkSettings, inForce, rowOf, shown, storedOf } from './limit-amounts.ts';
import { currentPeriods } from './limit-periods.ts';
import { applyPendingChange, findLimits, findTotals, saveLimit } from './limit-repository.ts';

/** The member's deposits (pending and confirmed) in a run of merchant days, minor units; the wallet's. */
export type DepositedIn = (db: Db, memberId: string, window: DayWindow) => Promise<number>;

export interface LimitMember {
  id: string;
  merchantCode: string;
}

const HOUR_MS = 3_600_000;

async function termsOf(db: Db, merchantCode: string) {
  const terms = await findMerchantPlayTerms(db, merchantCode);
  if (!terms) throw new ApiError(404, 'not_found');
  return terms;
}

export async function playerLimits(
  db: Db,
  member: LimitMember,
  now: Date,
  depositedIn: DepositedIn,
): Promise<PlayerLimits> {
  const terms = await termsOf(db, member.merchantCode);
  const periods = currentPeriods(now, terms.timezone);
  const [rows, totals] = await Promise.all([
    findLimits(db, member.id),
    findTotals(
      db,
      member.id,
      PLAYER_LIMIT_PERIODS.map((period) => periods[period].key),
    ),
  ]);
  const limits: PlayerLimit[] = [];
  for (const kind of PLAYER_LIMIT_KINDS)
    for (const period of PLAYER_LIMIT_PERIODS) {
      if (kind === 'session' && period !== 'day') continue;
      const row = rowOf(rows, kind, period);
      const total = totals.find((t) => t.period === periods[period].key);
      const usedMinor =
        kind === 'deposit'
          ? row && inForce(row) !== null
            ? await depositedIn(db, member.id, {
                timezone: terms.timezone,
                fromDay: periods[period].fromDay,
                now,
              })
            : 0
          : kind === 'loss'
            ? Math.max(0, total?.lostMinor ?? 0)
            : kind === 'wager'
              ? (total?.wageredMinor ?? 0)
              : Math.floor((total?.playedSeconds ?? 0) / 60);
      limits.push({
        kind,
        period,
        amount: shown(kind, row?.amountMinor ?? null),
        operatorAmount: shown(kind, row?.operatorAmountMinor ?? null),
        used: kind === 'session' ? usedMinor : toMajor(usedMinor),
        pending: row?.pendingDueAt
          ? {
              amount: shown(kind, row.pendingAmountMinor),
              dueAt: row.pendingDueAt.toISOString(),
              due: row.pendingDueAt.getTime() <= now.getTime(),
            }
          : null,
      });
    }
  return { limits, coolingOffHours: terms.limitCoolingOffHours };
}

/** A lower or new limit holds at once (dropping a pending raise); a raise or removal waits (decision 0051). */
export async function setPlayerLimits(
  db: Db,
  member: LimitMember,
  settings: PlayerLimitSetting[],
  now: Date,
): Promise<void> {
  const terms = await termsOf(db, member.merchantCode);
  const rows = await findLimits(db, member.id);
  checkSettings(settings);
  await db.transaction(async (tx) => {
    for (const setting of settings) {
      const current = rowOf(rows, setting.kind, setting.period)?.amountMinor ?? null;
      const wanted = storedOf(setting.kind, setting.amount);
      const base = { kind: setting.kind, period: setting.period };
      if (wanted !== null && (current === null || wanted <= current)) {
        await saveLimit(
          tx,
          member.id,
          { ...base, amountMinor: wanted, pendingDueAt: null, pendingAmountMinor: null },
          now,
        );
      } else if (wanted !== current) {
        const pendingDueAt = new Date(now.getTime() + terms.limitCoolingOffHours * HOUR_MS);
        await saveLimit(
          tx,
          member.id,
          { ...base, amountMinor: current, pendingDueAt, pendingAmountMinor: wanted },
          now,
        );
      }
    }
  });
}

/** 409 limit_change_not_pending when nothing waits; 409 limit_change_not_due before the cooling-off ends. */
export async function confirmPlayerLimitChange(
  db: Db,
  memberId: string,
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  now: Date,
): Promise<void> {
  const row = rowOf(await findLimits(db, memberId), kind, period);
  if (!row?.pendingDueAt) throw new ApiError(409, 'limit_change_not_pending', { field: 'kind' });
  if (row.pendingDueAt.getTime() > now.getTime())
    throw new ApiError(409, 'limit_change_not_due', { field: 'kind', dueAt: row.pendingDueAt.toISOString() });
  if (!(await applyPendingChange(db, memberId, kind, period, row.pendingDueAt, now)))
    throw new ApiError(409, 'limit_change_not_pending', { field: 'kind' });
}

/**
 * Refuses a deposit request that would pass a deposit limit: 409 deposit_limit_exceeded with the remaining
 * amount (major units) of the tightest period.
 */
export async function depositLimitGate(
  db: Db,
  member: LimitMember,
  amountMinor: number,
  now: Date,
  depositedIn: DepositedIn,
): Promise<void> {
  const limits = (await findLimits(db, member.id)).filter(
    (row) => row.kind === 'deposit' && inForce(row) !== null,
  );
  if (limits.length === 0) return;
  const terms = await termsOf(db, member.merchantCode);
  const periods = currentPeriods(now, terms.timezone);
  let remainingMinor = Number.POSITIVE_INFINITY;
  for (const row of limits) {
    const period = periods[row.period as PlayerLimitPeriod];
    const deposited = await depositedIn(db, member.id, {
      timezone: terms.timezone,
      fromDay: period.fromDay,
      now,
    });
    remainingMinor = Math.min(remainingMinor, Math.max(0, (inForce(row) ?? 0) - deposited));
  }
  if (amountMinor > remainingMinor)
    throw new ApiError(409, 'deposit_limit_exceeded', {
      field: 'amount',
      remaining: toMajor(remainingMinor),
    });
}
