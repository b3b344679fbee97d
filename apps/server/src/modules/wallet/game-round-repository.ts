import { and, desc, eq, gte, inArray, lt, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds } from '../../db/schema.ts';

/** A game round as the betting record shows it: what was staked and won on one game. */
export type GameRound = typeof gameRounds.$inferSelect;

export interface RoundBet {
  vendor: string;
  roundId: string;
  memberId: string;
  game: { nodeId: string | null; gameType: string; gameName: string };
  currency: string;
  amountMinor: number;
  now: Date;
}

/**
 * Opens the round with the bet, or adds the bet to the member's open round of that id; false when the id
 * is another member's round (nothing is written).
 */
export async function addRoundBet(tx: Db, bet: RoundBet): Promise<boolean> {
  const rounds = await tx
    .insert(gameRounds)
    .values({
      vendor: bet.vendor,
      roundId: bet.roundId,
      memberId: bet.memberId,
      nodeId: bet.game.nodeId,
      gameType: bet.game.gameType,
      gameName: bet.game.gameName,
      currency: bet.currency,
      betMinor: bet.amountMinor,
      status: 'open',
      betAt: bet.now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.vendor, gameRounds.roundId],
      set: { betMinor: sql`${gameRounds.betMinor} + ${bet.amountMinor}` },
      setWhere: eq(gameRounds.memberId, bet.memberId),
    })
    .returning({ roundId: gameRounds.roundId });
  return rounds.length > 0;
}

/**
 * The round, locked until the transaction ends (FOR UPDATE), so a concurrent win and refund of one round
 * take turns: whichever comes second sees the other's result.
 */
export async function lockRound(tx: Db, vendor: string, roundId: string): Promise<GameRound | undefined> {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)))
    .for('update');
  return round;
}

/** Adds a win to the round and marks it settled. */
export async function addRoundWin(
  tx: Db,
  win: { vendor: string; roundId: string; amountMinor: number; now: Date },
): Promise<void> {
  await tx
    .update(gameRounds)
    .set({
      winMinor: sql`${gameRounds.winMinor} + ${win.amountMinor}`,
      status: 'settled',
      settledAt: win.now,
    })
    .where(and(eq(gameRounds.vendor, win.vendor), eq(gameRounds.roundId, win.roundId)));
}

/** Takes a returned bet off the round's stake; a round left with no stake and no win is refunded. */
export async function returnRoundBet(
  tx: Db,
  refund: { vendor: string; roundId: string; amountMinor: number },
): Promise<void> {
  await tx
    .update(gameRounds)
    .set({
      betMinor: sql`${gameRounds.betMinor} - ${refund.amountMinor}`,
      status: sql`case when ${gameRounds.betMinor} - ${refund.amountMinor} <= 0 and ${gameRounds.winMinor} = 0 then 'refunded' else ${gameRounds.status} end`,
    })
    .where(and(eq(gameRounds.vendor, refund.vendor), eq(gameRounds.roundId, refund.roundId)));
}

/** The member's round of that vendor and id. */
export async function findMemberRound(
  db: Db,
  round: { vendor: string; roundId: string; memberId: string },
): Promise<GameRound | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.vendor, round.vendor),
        eq(gameRounds.roundId, round.roundId),
        eq(gameRounds.memberId, round.memberId),
      ),
    );
  return row;
}

/**
 * Each member's total stake of rounds since `since` (refunded rounds do not count), for the members the
 * `memberIds` query selects: a subquery the caller joins in its own SQL (a ranking stays one query).
 */
export const stakeTotals = (db: Db, since: Date, memberIds: SQLWrapper) =>
  db
    .select({
      memberId: gameRounds.memberId,
      score: sql<string>`sum(${gameRounds.betMinor})`.as('score'),
    })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.memberId, memberIds),
        gte(gameRounds.betAt, since),
        ne(gameRounds.status, 'refunded'),
      ),
    )
    .groupBy(gameRounds.memberId)
    .as('stakes');

export interface MemberRoundFilter {
  memberId: string;
  from: Date;
  to: Date;
  gameType: string | undefined;
}

const roundsWhere = (filter: MemberRoundFilter): SQL | undefined =>
  and(
    eq(gameRounds.memberId, filter.memberId),
    gte(gameRounds.betAt, filter.from),
    lt(gameRounds.betAt, filter.to),
    filter.gameType === undefined ? undefined : eq(gameRounds.gameType, filter.gameType),
  );

/** How many rounds the member has in [from, to), and their stakes and wins summed. */
export async function memberRoundTotals(
  db: Db,
  filter: MemberRoundFilter,
): Promise<{ count: number; betMinor: number; winMinor: number }> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      betMinor: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)`,
      winMinor: sql<string>`coalesce(sum(${gameRounds.winMinor}), 0)`,
    })
    .from(gameRounds)
    .where(roundsWhere(filter));
  return {
    count: totals?.count ?? 0,
    betMinor: Number(totals?.betMinor ?? 0),
    winMinor: Number(totals?.winMinor ?? 0),
  };
}

/** A page of the member's rounds in [from, to), newest first. */
export function memberRoundPage(
  db: Db,
  filter: MemberRoundFilter & { pageNo: number; pageSize: number },
): Promise<GameRound[]> {
  return db
    .select()
    .from(gameRounds)
    .where(roundsWhere(filter))
    .orderBy(desc(gameRounds.betAt), desc(gameRounds.roundId))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
}
