import type { PlayerLimitPeriod } from '@lobby/contract';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerLimits, playerLimitTotals } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { findMerchantPlayTerms } from '../merchants/index.ts';
import { currentPeriods } from './limit-periods.ts';

/** A member's loss, wager and session limits in force (own or operator's, the lower), per period; empty for most members. */
export type BetLimits = { kind: string; period: string; amountMinor: number }[];

/** Read beside the member and wallet, so a member without limits costs no extra round trip in a bet. */
export async function findBetLimits(db: Db, memberId: string): Promise<BetLimits> {
  // The limit that holds is the lower of the member's own and the operator's (least() skips nulls).
  const rows = await db
    .select({
      kind: playerLimits.kind,
      period: playerLimits.period,
      amountMinor:
        sql<number>`least(${playerLimits.amountMinor}, ${playerLimits.operatorAmountMinor})`.mapWith(Number),
    })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.memberId, memberId),
        inArray(playerLimits.kind, ['loss', 'wager', 'session']),
        or(isNotNull(playerLimits.amountMinor), isNotNull(playerLimits.operatorAmountMinor)),
      ),
    );
  return rows;
}

interface PeriodCaps {
  key: string;
  wagerMinor: number | null;
  lossMinor: number | null;
  /** The session limit in seconds (day period only). */
  sessionSeconds: number | null;
}

/**
 * A gap between two plays (launch or bet) counts as play up to this; a longer one counts only this much
 * (the member left the game).
 */
export const PLAY_GAP_SECONDS = 300;

function capsOf(limits: BetLimits, timezone: string, now: Date): PeriodCaps[] {
  const periods = currentPeriods(now, timezone);
  const cap = (kind: string, period: PlayerLimitPeriod) =>
    limits.find((limit) => limit.kind === kind && limit.period === period)?.amountMinor ?? null;
  return (['day', 'week', 'month'] as const)
    .map((period) => {
      const session = period === 'day' ? cap('session', period) : null;
      return {
        key: periods[period].key,
        wagerMinor: cap('wager', period),
        lossMinor: cap('loss', period),
        sessionSeconds: session === null ? null : session * 60,
      };
    })
    .filter((caps) => caps.wagerMinor !== null || caps.lossMinor !== null || caps.sessionSeconds !== null);
}

export interface BetOnLimits {
  memberId: string;
  limits: BetLimits;
  timezone: string;
  amountMinor: number;
  now: Date;
}

/** SQL: the day row's play time after a play now (the gap since the last play counted up to the cap). */
const playedAfter = (now: Date) =>
  sql`t.played_seconds + least(greatest(extract(epoch from (${now.toISOString()}::timestamptz - coalesce(t.last_play_at, ${now.toISOString()}::timestamptz))), 0), ${PLAY_GAP_SECONDS})::integer`;

/**
 * Adds a bet to the running totals of the periods that have a limit, inside the bet's transaction; 403
 * wager_limit_reached, loss_limit_reached or session_limit_reached when it would pass one (the caller's
 * transaction rolls back).
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
    caps.map(
      (c) =>
        sql`(${c.key}::text, ${c.wagerMinor}::bigint, ${c.lossMinor}::bigint, ${c.sessionSeconds}::integer)`,
    ),
    sql`, `,
  );
  const amount = sql`${bet.amountMinor}::bigint`;
  const updated = (await tx.execute(sql`
    update player_limit_totals t
    set wagered_minor = t.wagered_minor + ${amount}, lost_minor = t.lost_minor + ${amount},
      played_seconds = case when c.session_cap is null then t.played_seconds else ${playedAfter(bet.now)} end,
      last_play_at = case when c.session_cap is null then t.last_play_at else ${bet.now.toISOString()}::timestamptz end
    from (values ${values}) as c(period, wager_cap, loss_cap, session_cap)
    where t.member_id = ${bet.memberId}::uuid and t.period = c.period
      and (c.wager_cap is null or t.wagered_minor + ${amount} <= c.wager_cap)
      and (c.loss_cap is null or t.lost_minor + ${amount} <= c.loss_cap)
      and (c.session_cap is null or t.played_seconds < c.session_cap)
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
  const sessionOver = caps.some((c) => {
    const row = totals.find((t) => t.period === c.key);
    return c.sessionSeconds !== null && (row?.playedSeconds ?? 0) >= c.sessionSeconds;
  });
  throw new ApiError(
    403,
    sessionOver ? 'session_limit_reached' : wagerPassed ? 'wager_limit_reached' : 'loss_limit_reached',
    { field: 'amount' },
  );
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

/**
 * Before a game launch: 403 session_limit_reached once the day's play time reached the member's session
 * limit; otherwise counts the play up to now and starts the clock of the next gap.
 */
export async function sessionLimitGate(
  db: Db,
  member: { id: string; merchantCode: string },
  now: Date,
): Promise<void> {
  const memberId = member.id;
  const [limit] = (await findBetLimits(db, memberId)).filter((row) => row.kind === 'session');
  if (!limit) return;
  const timezone = (await findMerchantPlayTerms(db, member.merchantCode))?.timezone ?? 'UTC';
  const key = currentPeriods(now, timezone).day.key;
  await db.insert(playerLimitTotals).values({ memberId, period: key }).onConflictDoNothing();
  const updated = (await db.execute(sql`
    update player_limit_totals t
    set played_seconds = ${playedAfter(now)}, last_play_at = ${now.toISOString()}::timestamptz
    where t.member_id = ${memberId}::uuid and t.period = ${key} and t.played_seconds < ${limit.amountMinor * 60}
    returning t.period`)) as { rows: unknown[] };
  if (updated.rows.length === 0) throw new ApiError(403, 'session_limit_reached', { field: 'gameId' });
}
