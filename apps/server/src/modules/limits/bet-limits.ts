import type { PlayerLimitPeriod } from '@lobby/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerLimits, playerLimitTotals } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { currentPeriods } from './limit-periods.ts';

/** A member's loss and wager limits in force, per period; empty for most members. */
export type BetLimits = { kind: string; period: string; amountMinor: number }[];

/** Read beside the member and wallet, so a member without limits costs no extra round trip in a bet. */
export async function findBetLimits(db: Db, memberId: string): Promise<BetLimits> {
  const rows = await db
    .select({ kind: playerLimits.kind, period: playerLimits.period, amountMinor: playerLimits.amountMinor })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.memberId, memberId),
        inArray(playerLimits.kind, ['loss', 'wager']),
        isNotNull(playerLimits.amountMinor),
      ),
    );
  return rows.map((row) => ({ ...row, amountMinor: row.amountMinor ?? 0 }));
}

interface PeriodCaps {
  key: string;
  wagerMinor: number | null;
  lossMinor: number | null;
}

function capsOf(limits: BetLimits, timezone: string, now: Date): PeriodCaps[] {
  const periods = currentPeriods(now, timezone);
  const cap = (kind: string, period: PlayerLimitPeriod) =>
    limits.find((limit) => limit.kind === kind && limit.period === period)?.amountMinor ?? null;
  return (['day', 'week', 'month'] as const)
    .map((period) => ({
      key: periods[period].key,
      wagerMinor: cap('wager', period),
      lossMinor: cap('loss', period),
    }))
    .filter((caps) => caps.wagerMinor !== null || caps.lossMinor !== null);
}

export interface BetOnLimits {
  memberId: string;
  limits: BetLimits;
  timezone: string;
  amountMinor: number;
  now: Date;
}

/**
 * Adds a bet to the running totals of the periods that have a limit, inside the bet's transaction; 403
 * wager_limit_reached or loss_limit_reached when it would pass one (the caller's transaction rolls back).
 * The conditional update locks the totals rows, so concurrent bets are counted one after another.
 */
export async function chargeBetToLimits(tx: Db, bet: BetOnLimits): Promise<void> {
  const caps = capsOf(bet.limits, bet.timezone, bet.now);
  if (caps.length === 0) return;
  await tx
    .insert(playerLimitTotals)
    .values(caps.map((c) => ({ memberId: bet.memberId, period: c.key })))
    .onConflictDoNothing();
  const values = sql.join(
    caps.map((c) => sql`(${c.key}::text, ${c.wagerMinor}::bigint, ${c.lossMinor}::bigint)`),
    sql`, `,
  );
  const amount = sql`${bet.amountMinor}::bigint`;
  const updated = (await tx.execute(sql`
    update player_limit_totals t
    set wagered_minor = t.wagered_minor + ${amount}, lost_minor = t.lost_minor + ${amount}
    from (values ${values}) as c(period, wager_cap, loss_cap)
    where t.member_id = ${bet.memberId}::uuid and t.period = c.period
      and (c.wager_cap is null or t.wagered_minor + ${amount} <= c.wager_cap)
      and (c.loss_cap is null or t.lost_minor + ${amount} <= c.loss_cap)
    returning t.period`)) as { rows: unknown[] };
  if (updated.rows.length === caps.length) return;
  const totals = await tx
    .select()
    .from(playerLimitTotals)
    .where(
      and(
        eq(playerLimitTotals.memberId, bet.memberId),
        inArray(
          playerLimitTotals.period,
          caps.map((c) => c.key),
        ),
      ),
    );
  const wagerPassed = caps.some((c) => {
    const row = totals.find((t) => t.period === c.key);
    return c.wagerMinor !== null && (row?.wageredMinor ?? 0) + bet.amountMinor > c.wagerMinor;
  });
  throw new ApiError(403, wagerPassed ? 'wager_limit_reached' : 'loss_limit_reached', { field: 'amount' });
}

/**
 * A win (lost − amount) or a refund (wagered and lost − amount) lowers the running totals of the periods
 * that have a limit; it always lands, whatever the limits.
 */
export async function creditToLimits(
  tx: Db,
  credit: BetOnLimits & { kind: 'win' | 'refund' },
): Promise<void> {
  const caps = capsOf(credit.limits, credit.timezone, credit.now);
  if (caps.length === 0 || credit.amountMinor === 0) return;
  const wagered = credit.kind === 'refund' ? -credit.amountMinor : 0;
  await tx
    .insert(playerLimitTotals)
    .values(
      caps.map((c) => ({
        memberId: credit.memberId,
        period: c.key,
        wageredMinor: wagered,
        lostMinor: -credit.amountMinor,
      })),
    )
    .onConflictDoUpdate({
      target: [playerLimitTotals.memberId, playerLimitTotals.period],
      set: {
        wageredMinor: sql`${playerLimitTotals.wageredMinor} + excluded.wagered_minor`,
        lostMinor: sql`${playerLimitTotals.lostMinor} + excluded.lost_minor`,
      },
    });
}
