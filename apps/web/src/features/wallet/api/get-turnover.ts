import { API, type TurnoverStatus } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

/** The member's outstanding turnover (decision 0048): what settled bets must still cover before a withdrawal. */
export function useTurnover(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: sessionQueryKey(token, 'turnover'),
    queryFn: ({ signal }) => apiRequest<TurnoverStatus>(API.getTurnoverStatus.path, { signal }),
    enabled,
  });
}
