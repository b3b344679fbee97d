import { type AgentContractRequests, API } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const contractRequestsKey = (token: string) => sessionQueryKey(token, 'agent', 'contract-requests');

/** Which contract requests are pending (home asks once per session; no alert when it fails). */
export function useContractRequests() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: contractRequestsKey(token),
    queryFn: ({ signal }) => apiRequest<AgentContractRequests>(API.getAgentContractRequests.path, { signal }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
