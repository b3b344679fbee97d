import { type AgentContract, API, type ContractKind } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const agentContractKey = (token: string, kind: ContractKind) =>
  sessionQueryKey(token, 'agent', 'contract', kind);

export function useAgentContract(kind: ContractKind, enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentContractKey(token, kind),
    queryFn: ({ signal }) =>
      apiRequest<AgentContract>(pathWith(API.getAgentContract.path, { kind }), { signal }),
    enabled: enabled && token !== '',
    meta: { silent: true },
  });
}
