import { API, type LeaderBoard } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';

export type LeaderBoardPeriod = LeaderBoard['period'];

/** The member's own place is in the answer, so the key holds the session token. */
export const leaderBoardQuery = (period: LeaderBoardPeriod, token: string | undefined) =>
  queryOptions({
    queryKey: ['leaderboard', period, token ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<LeaderBoard>(`${API.getLeaderBoard.path}?${new URLSearchParams({ period })}`, { signal }),
    staleTime: 60_000,
  });

/** Top bettors of the period; asked only when the MISSION promo is on. */
export function useLeaderBoard(period: LeaderBoardPeriod, enabled: boolean) {
  return useQuery({ ...leaderBoardQuery(period, useSession()?.token), enabled });
}
