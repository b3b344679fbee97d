import { type LeaderBoard, toMajor } from '@lobby/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { maskName } from '../../shared/masked-name.ts';
import { merchantMembers } from '../members/index.ts';
import { stakeTotals } from '../wallet/index.ts';

export const LEADERBOARD_SIZE = 20;
const DAY_MS = 86_400_000;

/** Start of the current UTC day, or of the current UTC week (Monday). */
export function periodStart(period: LeaderBoard['period'], now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return new Date(day);
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/**
 * The merchant's members ranked by total stake of the period (refunded rounds do not count), under masked
 * names as on the winner board; `me` is the member's own rank when they staked anything.
 */
export async function leaderBoard(
  db: Db,
  query: { merchantCode: string; period: LeaderBoard['period']; memberId: string | null; now: Date },
): Promise<LeaderBoard> {
  const players = merchantMembers(db, query.merchantCode);
  const stakes = stakeTotals(
    db,
    periodStart(query.period, query.now),
    db.select({ id: players.id }).from(players),
  );
  const totals = db
    .$with('totals')
    .as(
      db
        .select({ memberId: stakes.memberId, username: players.username, score: stakes.score })
        .from(stakes)
        .innerJoin(players, eq(players.id, stakes.memberId)),
    );
  const top = await db
    .with(totals)
    .select()
    .from(totals)
    .where(sql`${totals.score} > 0`)
    .orderBy(desc(totals.score), asc(totals.username))
    .limit(LEADERBOARD_SIZE);
  const [mine] = query.memberId
    ? await db
        .with(totals)
        .select({
          score: totals.score,
          rank: sql<string>`(select count(*) + 1 from totals as better where better.score > totals.score)`,
        })
        .from(totals)
        .where(and(eq(totals.memberId, query.memberId), sql`${totals.score} > 0`))
    : [];
  return {
    period: query.period,
    list: top.map((row, index) => ({
      rank: index + 1,
      name: maskName(row.username),
      score: toMajor(Number(row.score)),
    })),
    me: mine ? { rank: Number(mine.rank), score: toMajor(Number(mine.score)) } : null,
  };
}
