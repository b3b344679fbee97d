import {
  type AgentContractRequests,
  CONTRACT_KINDS,
  CONTRACT_REQUEST_FIELDS,
  type ContractKind,
} from '@lobby/contract';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { readStoredJson, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

export const CONTRACT_PATHS: Record<ContractKind, string> = {
  salary: ROUTE_PATHS.salaryContract,
  dividend: ROUTE_PATHS.dividendContract,
  hourly: ROUTE_PATHS.hourContract,
};

export const pendingKinds = (requests: AgentContractRequests): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => requests[CONTRACT_REQUEST_FIELDS[kind]] !== '');

export function dismissedKinds(): ContractKind[] {
  const stored = readStoredJson(STORAGE_KEYS.contractPromptsDismissed, 'session');
  return Array.isArray(stored) ? CONTRACT_KINDS.filter((kind) => stored.includes(kind)) : [];
}

/** A dismissed prompt (cancel or go) does not come back in this session; logout clears session storage. */
export function dismissKind(kind: ContractKind): void {
  const next = [...new Set([...dismissedKinds(), kind])];
  writeStored(STORAGE_KEYS.contractPromptsDismissed, JSON.stringify(next), 'session');
}
