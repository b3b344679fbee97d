import { API, DEFAULT_PLATFORM, EMBEDDED_GAMES_ID, type GameCategory, type GamePage } from '@lobby/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { pageDataOptions } from '../../../shared/page-data.ts';
import { pageGames } from './page-games.ts';

/** What a game list asks for (spec §7, getGameList); empty values are left out of the query. */
export interface GameListParams {
  merchant: string;
  language: string;
  pageSize: number;
  gameType?: GameCategory | undefined;
  /** Trimmed before sending. */
  gameName?: string | undefined;
  /** One vendor code or several separated by commas. */
  vassalage?: string | undefined;
  /** all, new, favourite, or a provider classification. */
  gameClassify?: string | undefined;
  minBet?: number | undefined;
}

/** The query string of one page: platform html5, clientType 2, isNew 1 only for New. */
export function gameListSearch(params: GameListParams, pageNo: number): string {
  const query = new URLSearchParams({
    merchant: params.merchant,
    platform: DEFAULT_PLATFORM,
    pageNo: String(pageNo),
    pageSize: String(params.pageSize),
    language: params.language,
    clientType: '2',
  });
  const gameName = params.gameName?.trim();
  if (params.gameType) query.set('gameType', params.gameType);
  if (gameName) query.set('gameName', gameName);
  if (params.vassalage) query.set('vassalage', params.vassalage);
  if (params.gameClassify && params.gameClassify !== 'all') query.set('gameClassify', params.gameClassify);
  if (params.gameClassify === 'new') query.set('isNew', '1');
  if (params.minBet) query.set('minBet', String(params.minBet));
  return query.toString();
}

export const fetchGamePage = (params: GameListParams, pageNo: number, signal?: AbortSignal) =>
  apiRequest<GamePage>(`${API.getGameList.path}?${gameListSearch(params, pageNo)}`, { signal });

/** Favourites and recent games belong to the member: their lists live in the session scope. */
const keyOf = (params: GameListParams, token: string | undefined, kind: string) =>
  params.gameClassify === 'favourite' || params.gameClassify === 'recent'
    ? [...sessionQueryKey(token ?? '', 'games', kind), params]
    : ['games', kind, params];

/** The first page (home sections, which show a failure inline). */
export const gameListQuery = (params: GameListParams, token?: string) =>
  queryOptions({
    queryKey: keyOf(params, token, 'list'),
    queryFn: ({ signal }) => fetchGamePage(params, 1, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Page after page, appended by the more button (game list, search results). */
export const gameListPagesQuery = (params: GameListParams, token?: string) =>
  infiniteQueryOptions({
    queryKey: keyOf(params, token, 'pages'),
    queryFn: ({ signal, pageParam }) => fetchGamePage(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
    // /m/gameList's page may carry the first page (decision 0099).
    ...pageDataOptions(EMBEDDED_GAMES_ID, (value) => {
      const first = pageGames(value, params);
      return first && { pages: [first], pageParams: [1] };
    }),
  });
