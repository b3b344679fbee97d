import { API, EMBEDDED_VENDORS_ID, type GameVendors } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';
import { blockInLanguage, pageDataOptions } from '../../../shared/page-data.ts';

export const fetchGameVendors = (language: string, signal?: AbortSignal) =>
  apiRequest<GameVendors>(`${API.getGameVendors.path}?language=${encodeURIComponent(language)}`, { signal });

/** The vendors as the server put them in /m/home's or /m/gameList's page (decision 0114), if in this language. */
function pageVendors(value: unknown, language: string): GameVendors | undefined {
  return blockInLanguage(value, language)?.vendors as GameVendors | undefined;
}

/**
 * Categories in lobby order and the vendors of each; the key holds the language, so a change reloads it. The
 * first render draws those the page carries.
 */
export const gameVendorsQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => fetchGameVendors(language, signal),
    ...pageDataOptions(EMBEDDED_VENDORS_ID, (value) => pageVendors(value, language)),
    staleTime: 5 * 60_000,
  });

/** The vendors query itself, for a screen that shows its loading and failure (QueryState). */
export const useGameVendorsQuery = () => useQuery(gameVendorsQuery(useLanguage()));

export function useGameVendors(): GameVendors | undefined {
  return useGameVendorsQuery().data;
}
