import {
  API,
  type ConsoleAgent,
  type ConsoleAgentPayout,
  type ConsoleAgentPayoutPage,
  type ConsoleContractRequest,
  type ConsoleContractRequestPage,
  type ContractKind,
  type HoldAgentPayout,
  type ReviewAgentContractRequest,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const CONTRACT_REQUESTS_QUERY_KEY = 'console-agent-contract-requests';
export const AGENT_PAYOUTS_QUERY_KEY = 'console-agent-payouts';

/** A list's filters; empty strings are "any". */
export interface AgentListFilters {
  status: string;
  kind: ContractKind | '';
  agent: string;
  page: number;
}

/** The filters as the API's query string. */
export function agentListSearch(filters: AgentListFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.agent.trim()) params.set('agent', filters.agent.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

const withSearch = (path: string, filters: AgentListFilters) => {
  const search = agentListSearch(filters);
  return search ? `${path}?${search}` : path;
};

export const fetchContractRequests = (filters: AgentListFilters) =>
  apiRequest<ConsoleContractRequestPage>(withSearch(API.listAgentContractRequests.path, filters));

export const fetchAgentPayouts = (filters: AgentListFilters) =>
  apiRequest<ConsoleAgentPayoutPage>(withSearch(API.listAgentPayouts.path, filters));

export const fetchAgent = (id: string, downlinePage = 1) =>
  apiRequest<ConsoleAgent>(
    `${API.getConsoleAgent.path.replace(':id', id)}${downlinePage > 1 ? `?downlinePage=${downlinePage}` : ''}`,
  );

export const reviewContractRequest = (id: string, body: ReviewAgentContractRequest, csrfToken: string) =>
  apiRequest<ConsoleContractRequest>(API.reviewAgentContractRequest.path.replace(':id', id), {
    method: 'POST',
    body,
    csrfToken,
  });

export const holdAgentPayout = (id: string, body: HoldAgentPayout, csrfToken: string) =>
  apiRequest<ConsoleAgentPayout>(API.holdAgentPayout.path.replace(':id', id), {
    method: 'POST',
    body,
    csrfToken,
  });
