import { API, type Downlines } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const downlinesKey = (token: string) => sessionQueryKey(token, 'agent', 'downlines');

export function useDownlines(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: downlinesKey(token),
    queryFn: ({ signal }) => apiRequest<Downlines>(API.getDownlines.path, { signal }),
    enabled: enabled && token !== '',
    meta: { silent: true },
  });
}
