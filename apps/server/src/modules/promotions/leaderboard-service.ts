import { LEADERBOARD_SIZE, type LeaderBoard, toMajor } from '@lobby/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { maskName } from '../../shared/masked-name.ts';
import { merchantMembers } from '../members/index.ts';
import { stakeTotals } from '../wallet/index.ts';

const DAY_MS = 86_400_000;

/** Start of the current UTC day, or of the current UTC week (Monday). */
export function periodStart(period: LeaderBoard['period'], now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return new Date(day);
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/**
 * The merchant's members ranked by total stake of the period (refunded rounds do not count; equal stakes
 * share a rank), under masked names as on the winner board: the top LEADERBOARD_SIZE, the member's own row
 * marked, and `me`, the member's own place wherever it is, when they staked anything.
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
  const ranked = db.$with('ranked').as(
    db
      .select({
        memberId: stakes.memberId,
        username: players.username,
        score: stakes.score,
        rank: sql<string>`rank() over (order by ${stakes.score} desc)`.as('rank'),
      })
      .from(stakes)
      .innerJoin(players, eq(players.id, stakes.memberId))
      .where(sql`${stakes.score} > 0`),
  );
  const top = await db
    .with(ranked)
    .select()
    .from(ranked)
    .orderBy(asc(ranked.rank), asc(ranked.username))
    .limit(LEADERBOARD_SIZE);
  const [mine] = query.memberId
    ? await db.with(ranked).select().from(ranked).where(eq(ranked.memberId, query.memberId))
    : [];
  return {
    period: query.period,
    list: top.map((row) => ({
      rank: Number(row.rank),
      name: maskName(row.username),
      score: toMajor(Number(row.score)),
      mine: row.memberId === query.memberId,
    })),
    me: mine
      ? { rank: Number(mine.rank), name: maskName(mine.username), score: toMajor(Number(mine.score)) }
      : null,
  };
}
