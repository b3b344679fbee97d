import { API, type HelpCentre } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { freshForLive } from '../../../shared/api/live-query.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

export type HelpEntries = Infer<typeof HelpCentre>['list'];

/** The help list is fetched again this long after a language change (spec §9). */
export const HELP_REFETCH_DEBOUNCE_MS = 200;

export const helpCentreQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) =>
      apiRequest<Infer<typeof HelpCentre>>(`${API.getHelpCentre.path}?lang=${encodeURIComponent(language)}`, {
        signal,
      }).then((value) => value.list),
    ...freshForLive,
  });

/** Help entries in the current language, refetched 200 ms after the language changes. */
export function useHelpCentre() {
  return useQuery(helpCentreQuery(useDebouncedValue(useLanguage(), HELP_REFETCH_DEBOUNCE_MS)));
}
