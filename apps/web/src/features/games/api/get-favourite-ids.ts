import { API, type FavouriteIds } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export type FavouriteIdList = Infer<typeof FavouriteIds>;

export const favouriteIdsKey = (token: string) => sessionQueryKey(token, 'favourite-ids');

// One function for every render: TanStack Query runs a new `select` again, and a new Set each render would
// redraw every memoised game tile (decision 0086).
const toIdSet = (value: FavouriteIdList): ReadonlySet<string> => new Set(value.ids);

export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: favouriteIdsKey(token),
    queryFn: ({ signal }) => apiRequest<FavouriteIdList>(API.getFavouriteIds.path, { signal }),
    staleTime: 5 * 60_000,
    select: toIdSet,
  });

/** The node ids of the member's favourites (undefined until known); asked for only while logged in (spec §3). */
export function useFavouriteIds(): ReadonlySet<string> | undefined {
  const token = useSession()?.token;
  return useQuery({ ...favouriteIdsQuery(token ?? ''), enabled: token !== undefined }).data;
}
