import {
  API,
  PAYOUT_KINDS,
  type PayoutKind,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@lobby/contract';

/**
 * The withdrawal queue's address: filters, page and the open request (so a view can be reloaded and shared).
 * from/to are ISO instants, amounts major units as typed; unset ones are empty.
 */
export interface WithdrawalFilters {
  /** 'all': every status; the queue opens on pending_review. */
  status: WithdrawalStatus | 'all';
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  member: string;
  kind: PayoutKind | '';
  page: number;
  open: string;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function readWithdrawalFilters(search: string): WithdrawalFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const amount = (name: string) => {
    const value = params.get(name) ?? '';
    return AMOUNT.test(value) ? value : '';
  };
  return {
    status:
      status === 'all' || WITHDRAWAL_STATUSES.includes(status as WithdrawalStatus)
        ? (status as WithdrawalFilters['status'])
        : 'pending_review',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
    member: params.get('member') ?? '',
    kind: PAYOUT_KINDS.includes(kind as PayoutKind) ? (kind as PayoutKind) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    open: params.get('open') ?? '',
  };
}

/** The list's query string as the API takes it: unset filters and page 1 left out, 'all' as no status. */
export function withdrawalsSearch(filters: WithdrawalFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  for (const name of ['from', 'to', 'minAmount', 'maxAmount', 'member', 'kind'] as const) {
    if (filters[name]) params.set(name, filters[name]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The page's own address: the default status left out, 'all' kept, and the open request. */
export function withdrawalsAddress(filters: WithdrawalFilters): string {
  const params = new URLSearchParams(withdrawalsSearch(filters));
  if (filters.status === 'pending_review') params.delete('status');
  if (filters.status === 'all') params.set('status', 'all');
  if (filters.open) params.set('open', filters.open);
  const query = params.toString();
  return query ? `/withdrawals?${query}` : '/withdrawals';
}

export const withdrawalsPath = (filters: WithdrawalFilters): string => {
  const search = withdrawalsSearch(filters);
  return `${API.listWithdrawalRequests.path}${search ? `?${search}` : ''}`;
};
