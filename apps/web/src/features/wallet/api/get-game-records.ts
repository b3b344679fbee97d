import { API, type GameCategory, type GameRecords } from '@lobby/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

export const GAME_RECORDS_PAGE_SIZE = 20;

export interface GameRecordFilter {
  startDate: string;
  endDate: string;
  gameType: GameCategory | undefined;
  utcOffset: number;
  language: string;
}

export const fetchGameRecords = (filter: GameRecordFilter, pageNo: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    startDate: filter.startDate,
    endDate: filter.endDate,
    utcOffset: String(filter.utcOffset),
    pageNo: String(pageNo),
    pageSize: String(GAME_RECORDS_PAGE_SIZE),
    language: filter.language,
  });
  if (filter.gameType) query.set('gameType', filter.gameType);
  return apiRequest<GameRecords>(`${API.getGameRecords.path}?${query}`, { signal });
};

/** The member's betting records of a date range and category, page after page, with the range's totals. */
export const gameRecordsQuery = (token: string, filter: GameRecordFilter) =>
  infiniteQueryOptions({
    queryKey: [...sessionQueryKey(token, 'game-records'), filter],
    queryFn: ({ signal, pageParam }) => fetchGameRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
