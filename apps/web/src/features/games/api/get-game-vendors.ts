import { API, type GameVendors } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

export const fetchGameVendors = (language: string, signal?: AbortSignal) =>
  apiRequest<GameVendors>(`${API.getGameVendors.path}?language=${encodeURIComponent(language)}`, { signal });

/** Categories in lobby order and the vendors of each; the key holds the language, so a change reloads it. */
export const gameVendorsQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => fetchGameVendors(language, signal),
    staleTime: 5 * 60_000,
  });

/** The vendors query itself, for a screen that shows its loading and failure (QueryState). */
export const useGameVendorsQuery = () => useQuery(gameVendorsQuery(useLanguage()));

export function useGameVendors(): GameVendors | undefined {
  return useGameVendorsQuery().data;
}
