import { GAME_RECORD_MAX_DAYS, type GameRecord, type GameRecords, toMajor } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { gameLabels, localGameName } from '../catalogue/index.ts';
import { type GameRound, memberRoundPage, memberRoundTotals } from './game-round-repository.ts';

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
  const rounds = { ...rangeOf(filter.startDate, filter.endDate, filter.utcOffset), ...filter };
  const totals = await memberRoundTotals(db, rounds);
  const page = await memberRoundPage(db, rounds);
  // The game's name in the member's language while it is in the catalogue, else the name the round recorded.
  const labels = await gameLabels(
    db,
    page.map((round) => round.nodeId),
  );
  return {
    records: page.map((round) => {
      const label = round.nodeId === null ? undefined : labels.get(round.nodeId);
      return recordOf(round, label ? localGameName(label, filter.language) : round.gameName);
    }),
    pageNum: filter.pageNo,
    totalPages: Math.ceil(totals.count / filter.pageSize),
    totalCount: totals.count,
    totals: {
      count: totals.count,
      betAmount: toMajor(totals.betMinor),
      winAmount: toMajor(totals.winMinor),
      netAmount: toMajor(totals.winMinor - totals.betMinor),
    },
  };
}

function recordOf(round: GameRound, gameName: string): GameRecord {
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
