import { type AgentStatementPage, API, type ContractKind } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const agentStatementsKey = (token: string, kind: ContractKind) =>
  sessionQueryKey(token, 'agent', 'statements', kind);

/** The agent's pay statement of a contract kind: the newest 50 periods. */
export function useAgentStatements(kind: ContractKind, enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentStatementsKey(token, kind),
    queryFn: ({ signal }) =>
      apiRequest<AgentStatementPage>(`${API.getAgentStatements.path}?kind=${kind}`, { signal }),
    enabled: enabled && token !== '',
    meta: { silent: true },
  });
}
