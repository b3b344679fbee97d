import { API, type RecentVnLottery } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** Results of the latest draws of every lottery, newest first (enough for one per lottery). */
const RECENT_LIMIT = 50;

export const recentVnLotteryQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'recent-vn'],
    queryFn: ({ signal }) =>
      apiRequest<RecentVnLottery>(`${API.getRecentVnLottery.path}?limit=${RECENT_LIMIT}`, { signal }),
    // Only the cards' latest numbers; the screen does without them on failure.
    meta: { silent: true },
  });

export const useRecentVnLottery = () => useQuery(recentVnLotteryQuery());
