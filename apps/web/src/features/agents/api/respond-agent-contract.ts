import { type AgentContract, API, type ContractKind, type RespondContractRequest } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { agentContractKey } from './get-agent-contract.ts';
import { contractRequestsKey } from './get-contract-requests.ts';

/** Accept or decline an offered contract; the answer is the contract with its new status. */
export function useRespondAgentContract(kind: ContractKind) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (decision: RespondContractRequest['decision']) =>
      apiRequest<AgentContract>(pathWith(API.respondAgentContract.path, { kind }), {
        method: API.respondAgentContract.method,
        body: { decision },
      }),
    onSuccess: (contract) => {
      client.setQueryData(agentContractKey(token, kind), contract);
      void client.invalidateQueries({ queryKey: contractRequestsKey(token) });
    },
  });
}
