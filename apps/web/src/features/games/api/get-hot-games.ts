import { API, DEFAULT_PLATFORM, type Game, type HotGames } from '@lobby/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';

type HotPage = Infer<typeof HotGames>;

const fetchHotGames = (
  merchantCode: string,
  language: string,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({
    isPlatform: '2',
    language,
    platform: DEFAULT_PLATFORM,
    merchantCode,
    pageNo: String(pageNo),
    pageSize: String(pageSize),
  });
  return apiRequest<HotPage>(`${API.getHotGames.path}?${query}`, { signal });
};

/** The first `pageSize` hot games (home section, the search popup's popular list). */
export const hotGamesQuery = (merchantCode: string, language: string, pageSize: number) =>
  queryOptions({
    queryKey: ['games', 'hot', merchantCode, language, pageSize],
    queryFn: ({ signal }): Promise<Game[]> =>
      fetchHotGames(merchantCode, language, 1, pageSize, signal).then((page) => page.list),
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Hot games page after page (the hot games screen). */
export const hotGamesPagesQuery = (merchantCode: string, language: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['games', 'hot-pages', merchantCode, language, pageSize],
    queryFn: ({ signal, pageParam }) =>
      fetchHotGames(merchantCode, language, pageParam, pageSize, signal).then((page) => ({
        games: page.list,
        pageNum: pageParam,
        totalPages: page.totalPages,
      })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });
