import { API, type LaunchedGame, type LaunchGameQuery } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

export const fetchLaunchGame = (request: LaunchGameQuery, language: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ language });
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return apiRequest<LaunchedGame>(`${API.launchGame.path}?${query}`, { signal });
};

/**
 * One launch per visit of the launch screen: the answer is a short-lived URL, so it is never reused from the
 * cache nor fetched again behind the player's back.
 */
export const launchGameQuery = (token: string, request: LaunchGameQuery, language: string) =>
  queryOptions({
    queryKey: [...sessionQueryKey(token, 'launch'), JSON.stringify(request), language],
    queryFn: ({ signal }) => fetchLaunchGame(request, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
