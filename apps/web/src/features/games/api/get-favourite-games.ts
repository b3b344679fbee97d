import { API, type FavouriteGames, type GameCategory } from '@lobby/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

type FavouritePage = Infer<typeof FavouriteGames>;

export const favouriteGamesKey = (token: string) => sessionQueryKey(token, 'favourite-games');

const fetchFavourites = (
  pageNo: number,
  pageSize: number,
  language: string,
  gameType?: GameCategory,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize), language });
  if (gameType) query.set('gameType', gameType);
  return apiRequest<FavouritePage>(`${API.getFavouriteGames.path}?${query}`, { signal }).then((page) => ({
    games: page.content,
    pageNum: pageNo,
    totalPages: page.totalPages,
  }));
};

/** The first page of favourites (home's section, 20). */
export const favouriteGamesPageQuery = (token: string, language: string, pageSize: number) =>
  queryOptions({
    queryKey: [...favouriteGamesKey(token), 'first', language, pageSize],
    queryFn: ({ signal }) =>
      fetchFavourites(1, pageSize, language, undefined, signal).then((page) => page.games),
  });

/** The member's favourite games, page after page (24 on the list screen, 20 on home). */
export const favouriteGamesQuery = (
  token: string,
  language: string,
  pageSize: number,
  gameType?: GameCategory,
) =>
  infiniteQueryOptions({
    queryKey: [...favouriteGamesKey(token), language, pageSize, gameType ?? ''],
    queryFn: ({ signal, pageParam }) => fetchFavourites(pageParam, pageSize, language, gameType, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
