import {
  type AddConsoleExclusionEntryRequest,
  API,
  type ConsoleExclusionPage,
  type ConsoleMemberProtection,
  type ExclusionRegisterEntry,
  type SetConsoleMemberLimitsRequest,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';
import { filledSearch } from '../../shared/table-url.ts';

export const PROTECTION_QUERY_KEY = 'console-member-protection';
export const EXCLUSIONS_QUERY_KEY = 'console-exclusions';

const memberPath = (path: string, memberId: string) => path.replace(':id', encodeURIComponent(memberId));

export const fetchMemberProtection = (memberId: string) =>
  apiRequest<ConsoleMemberProtection>(memberPath(API.getConsoleMemberProtection.path, memberId));

export const setMemberLimits = (memberId: string, body: SetConsoleMemberLimitsRequest, csrfToken: string) =>
  apiRequest<ConsoleMemberProtection>(memberPath(API.setConsoleMemberLimits.path, memberId), {
    method: 'PUT',
    body,
    csrfToken,
  });

export interface ExclusionFilters {
  kind: 'time_out' | 'self_exclusion' | 'all';
  /** The list opens on exclusions that still keep members out. */
  state: 'active' | 'ended' | 'all';
  page: number;
}

/** The query string of the filters, as the page's address and the API take it ('all' left out). */
export function exclusionsSearch(filters: ExclusionFilters): string {
  const entries: [string, string][] = [
    ['kind', filters.kind === 'all' ? '' : filters.kind],
    ['state', filters.state === 'all' ? '' : filters.state],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return filledSearch(entries);
}

export function fetchExclusions(filters: ExclusionFilters): Promise<ConsoleExclusionPage> {
  const search = exclusionsSearch(filters);
  return apiRequest<ConsoleExclusionPage>(`${API.listConsoleExclusions.path}${search ? `?${search}` : ''}`);
}

export const addExclusionEntry = (body: AddConsoleExclusionEntryRequest, csrfToken: string) =>
  apiRequest<ExclusionRegisterEntry>(API.addConsoleExclusionEntry.path, { method: 'POST', body, csrfToken });

export const removeExclusionEntry = (id: string, reason: string, csrfToken: string) =>
  apiRequest<ExclusionRegisterEntry>(API.removeConsoleExclusionEntry.path.replace(':id', id), {
    method: 'POST',
    body: { reason },
    csrfToken,
  });
