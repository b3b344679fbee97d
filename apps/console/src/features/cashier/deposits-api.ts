import {
  API,
  DEPOSIT_STATUSES,
  type DepositRequest,
  type DepositRequestPage,
  type DepositStatus,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const DEPOSITS_QUERY_KEY = 'console-deposits';

/** The queue's filters as the address keeps them; empty strings are "any". */
export interface DepositFilters {
  /** 'all': every status; the queue opens on pending. */
  status: DepositStatus | 'all';
  channelId: string;
  member: string;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  page: number;
}

const TEXT_FILTERS = ['channelId', 'member', 'from', 'to', 'minAmount', 'maxAmount'] as const;

/** The address's filters: pending deposits unless another status (or all) is asked for. */
export function readDepositFilters(search: string): DepositFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const text = Object.fromEntries(TEXT_FILTERS.map((key) => [key, params.get(key) ?? '']));
  return {
    status:
      status === 'all' || DEPOSIT_STATUSES.includes(status as DepositStatus)
        ? (status as DepositFilters['status'])
        : 'pending',
    ...(text as Record<(typeof TEXT_FILTERS)[number], string>),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's address of the filters: defaults (pending, page 1, empty) are left out. */
export function depositsAddress(filters: DepositFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'pending') params.set('status', filters.status);
  for (const key of TEXT_FILTERS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/deposits?${query}` : '/deposits';
}

/** The API's query string of the filters ('all' is no status filter). */
export function depositsSearch(filters: DepositFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  for (const key of TEXT_FILTERS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export const fetchDeposits = (filters: DepositFilters) => {
  const search = depositsSearch(filters);
  return apiRequest<DepositRequestPage>(`${API.listDepositRequests.path}${search ? `?${search}` : ''}`);
};

export const reviewDeposit = (id: string, body: { approve: boolean; reason?: string }, csrfToken: string) =>
  apiRequest<DepositRequest>(API.reviewDepositRequest.path.replace(':id', id), {
    method: 'POST',
    body,
    csrfToken,
  });

/** The receipt image's address (served with the console session's cookie). */
export const receiptUrl = (path: string) => `/api/v1${path}`;
