import { GAME_RECORD_MAX_DAYS, type GameRecord, type GameRecords, toMajor } from '@lobby/contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRounds, games } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';

const DAY_MS = 86_400_000;

export interface GameRecordFilter {
  memberId: string;
  startDate: string;
  endDate: string;
  /** Minutes east of UTC of the member's days. */
  utcOffset: number;
  gameType: string | undefined;
  pageNo: number;
  pageSize: number;
  language: string;
}

/** Midnight of a YYYY-MM-DD date in UTC; undefined for a date that does not exist (2026-02-30). */
function utcMidnight(date: string): number | undefined {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date ? undefined : time;
}

/**
 * The instants [from, to) the member's dates cover; 400 date_range_invalid when a date does not exist, the
 * end is before the start, or the start lies more than GAME_RECORD_MAX_DAYS before the end.
 */
export function rangeOf(startDate: string, endDate: string, utcOffset: number): { from: Date; to: Date } {
  const start = utcMidnight(startDate);
  const end = utcMidnight(endDate);
  if (
    start === undefined ||
    end === undefined ||
    end < start ||
    end - start > GAME_RECORD_MAX_DAYS * DAY_MS
  ) {
    throw new ApiError(400, 'date_range_invalid', { field: 'startDate' });
  }
  const offsetMs = utcOffset * 60_000;
  return { from: new Date(start - offsetMs), to: new Date(end + DAY_MS - offsetMs) };
}

export async function findGameRecords(
  db: Db,
  filter: GameRecordFilter,
): Promise<Omit<GameRecords, 'currencyCode'>> {
  const { from, to } = rangeOf(filter.startDate, filter.endDate, filter.utcOffset);
  const where = and(
    eq(gameRounds.memberId, filter.memberId),
    gte(gameRounds.betAt, from),
    lt(gameRounds.betAt, to),
    filter.gameType === undefined ? undefined : eq(gameRounds.gameType, filter.gameType),
  );
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      betMinor: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)`,
      winMinor: sql<string>`coalesce(sum(${gameRounds.winMinor}), 0)`,
    })
    .from(gameRounds)
    .where(where);
  const totalCount = totals?.count ?? 0;
  const rows = await db
    .select({
      round: gameRounds,
      gameName: sql<string>`coalesce(${games.names} ->> ${filter.language}, ${games.gameName}, ${gameRounds.gameName})`,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .where(where)
    .orderBy(desc(gameRounds.betAt), desc(gameRounds.roundId))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  const betMinor = Number(totals?.betMinor ?? 0);
  const winMinor = Number(totals?.winMinor ?? 0);
  return {
    records: rows.map(({ round, gameName }) => recordOf(round, gameName)),
    pageNum: filter.pageNo,
    totalPages: Math.ceil(totalCount / filter.pageSize),
    totalCount,
    totals: {
      count: totalCount,
      betAmount: toMajor(betMinor),
      winAmount: toMajor(winMinor),
      netAmount: toMajor(winMinor - betMinor),
    },
  };
}

function recordOf(round: typeof gameRounds.$inferSelect, gameName: string): GameRecord {
  return {
    roundId: round.roundId,
    nodeId: round.nodeId,
    gameName,
    gameType: round.gameType,
    vendor: round.vendor,
    betAmount: toMajor(round.betMinor),
    winAmount: toMajor(round.winMinor),
    netAmount: toMajor(round.winMinor - round.betMinor),
    status: round.status as GameRecord['status'],
    betAt: round.betAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
