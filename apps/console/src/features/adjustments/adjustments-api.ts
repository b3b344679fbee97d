import {
  type AdjustmentStatus,
  API,
  type BalanceAdjustment,
  type BalanceAdjustmentPage,
  type CreateBalanceAdjustmentRequest,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const ADJUSTMENTS_QUERY_KEY = 'console-adjustments';

export interface AdjustmentFilters {
  /** 'all': every status. */
  status: AdjustmentStatus | 'all';
  page: number;
  memberId?: string;
}

/** The query string of the filters (as the page's address and the API take it). */
export function adjustmentsSearch(filters: AdjustmentFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.memberId) params.set('memberId', filters.memberId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export const fetchAdjustments = (filters: AdjustmentFilters) => {
  const search = adjustmentsSearch(filters);
  return apiRequest<BalanceAdjustmentPage>(`${API.listBalanceAdjustments.path}${search ? `?${search}` : ''}`);
};

export const createAdjustment = (memberId: string, body: CreateBalanceAdjustmentRequest, csrfToken: string) =>
  apiRequest<BalanceAdjustment>(API.createBalanceAdjustment.path.replace(':id', memberId), {
    method: 'POST',
    body,
    csrfToken,
  });

export const decideAdjustment = (
  id: string,
  body: { approve: boolean; reason?: string },
  csrfToken: string,
) =>
  apiRequest<BalanceAdjustment>(API.approveBalanceAdjustment.path.replace(':id', id), {
    method: 'POST',
    body,
    csrfToken,
  });
