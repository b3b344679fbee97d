import { type Activities, API } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';
import { useSession } from '../../../shared/session.ts';

/** Each member sees their own status in every activity; guests share one list. */
export const activitiesKey = (token: string | undefined, language: string) =>
  token ? sessionQueryKey(token, 'activities', language) : (['activities', language] as const);

export const activitiesQuery = (token: string | undefined, language: string) =>
  queryOptions({
    queryKey: activitiesKey(token, language),
    queryFn: ({ signal }) =>
      apiRequest<Activities>(`${API.getActivities.path}?${new URLSearchParams({ language })}`, { signal }),
  });

export function useActivities() {
  return useQuery(activitiesQuery(useSession()?.token, useLanguage()));
}
