import { API, type HeadIcon } from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

const headIconKey = (token: string) => sessionQueryKey(token, 'head-icon');

/** The member's head icon and the ones to choose from (the profile card falls back to a plain icon). */
export function useHeadIcon() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: headIconKey(token),
    queryFn: ({ signal }) => apiRequest<HeadIcon>(API.getHeadIcon.path, { signal }),
    enabled: token !== '',
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** Chooses a head icon; the card shows it at once and then loads it again. */
export function useSetHeadIcon() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (iconId: string) =>
      apiRequest<unknown>(API.setHeadIcon.path, { method: API.setHeadIcon.method, body: { iconId } }),
    onSuccess: (_answer, iconId) => {
      client.setQueryData<HeadIcon>(headIconKey(token), (current) => {
        const chosen = current?.choices.find((choice) => choice.iconId === iconId);
        return current && chosen ? { ...current, iconId, url: chosen.url } : current;
      });
      void client.invalidateQueries({ queryKey: headIconKey(token) });
    },
  });
}
