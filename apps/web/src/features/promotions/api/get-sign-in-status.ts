import { API, type SignInStatus } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

/** Minutes east of UTC of the member's day, as the server counts days. */
export const localUtcOffset = (): number => -new Date().getTimezoneOffset();

export const signInStatusKey = (token: string) => sessionQueryKey(token, 'sign-in');

export const signInStatusQuery = (token: string) =>
  queryOptions({
    queryKey: signInStatusKey(token),
    queryFn: ({ signal }) =>
      apiRequest<SignInStatus>(
        `${API.getSignInStatus.path}?${new URLSearchParams({ utcOffset: String(localUtcOffset()) })}`,
        { signal },
      ),
  });

/** This cycle's days, their rewards and which are signed; only asked with a session and the LOGIN promo on. */
export function useSignInStatus(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...signInStatusQuery(token), enabled: enabled && token !== '' });
}
