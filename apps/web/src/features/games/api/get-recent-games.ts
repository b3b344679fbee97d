import { API, PAGE_SIZE, type RecentGames } from '@lobby/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

type RecentPage = Infer<typeof RecentGames>;

/** The games the member played last, 9 per page (login needed). */
export const recentGamesQuery = (token: string, language: string) =>
  infiniteQueryOptions({
    queryKey: [...sessionQueryKey(token, 'recent-games'), language],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({
        page: String(pageParam),
        pageSize: String(PAGE_SIZE.recentGames),
        language,
        clientType: '2',
      });
      return apiRequest<RecentPage>(`${API.getRecentGames.path}?${query}`, { signal }).then((page) => ({
        games: page.content,
        pageNum: pageParam,
        totalPages: page.totalPages,
      }));
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
