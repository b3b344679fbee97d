import {
  API,
  type DecisionRequest,
  type RewardClaim,
  type RewardClaimPage,
  type RewardClaimStatus,
  type SetConsoleTurnoverRequest,
  type TurnoverStatus,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';
import { filledSearch } from '../../shared/table-url.ts';

export const REWARD_CLAIMS_QUERY_KEY = 'console-reward-claims';
export const TURNOVER_QUERY_KEY = 'console-turnover';

export interface RewardClaimFilters {
  /** 'all': every status; the queue opens on applications waiting for review (Applying). */
  status: RewardClaimStatus | 'all';
  activityId: string;
  memberId: string;
  page: number;
}

/** The query string of the filters, as the page's address and the API take it. */
export function rewardClaimsSearch(filters: RewardClaimFilters): string {
  const entries: [string, string][] = [
    ['status', filters.status === 'all' ? '' : filters.status],
    ['activityId', filters.activityId],
    ['memberId', filters.memberId],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return filledSearch(entries);
}

/** A page of reward claims by the filters. */
export function fetchRewardClaims(filters: RewardClaimFilters): Promise<RewardClaimPage> {
  const url = new URL(API.listRewardClaims.path, 'http://console');
  url.search = rewardClaimsSearch(filters);
  return apiRequest<RewardClaimPage>(`${url.pathname}${url.search}`);
}

export const reviewRewardClaim = (id: string, body: DecisionRequest, csrfToken: string) =>
  apiRequest<RewardClaim>(API.reviewRewardClaim.path.replace(':id', id), { method: 'POST', body, csrfToken });

export const fetchTurnover = (memberId: string) =>
  apiRequest<TurnoverStatus>(API.getConsoleTurnover.path.replace(':id', memberId));

export const setTurnover = (memberId: string, body: SetConsoleTurnoverRequest, csrfToken: string) =>
  apiRequest<TurnoverStatus>(API.setConsoleTurnover.path.replace(':id', memberId), {
    method: 'PUT',
    body,
    csrfToken,
  });
