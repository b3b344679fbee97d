import type { FeedbackTicketStatus } from '@lobby/contract';

/** The feedback page's address: status filter, page and the open ticket (so a view can be reloaded and shared). */
export interface FeedbackFilters {
  status: FeedbackTicketStatus | '';
  page: number;
  ticket: string;
}

export function readFeedbackFilters(search: string): FeedbackFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: status === 'open' || status === 'answered' ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ticket: params.get('ticket') ?? '',
  };
}

/** The list's query string (what the API takes), unset ones and page 1 left out. */
export function ticketsSearch(filters: FeedbackFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The page's own address: the list's query and the open ticket. */
export function feedbackAddress(filters: FeedbackFilters): string {
  const params = new URLSearchParams(ticketsSearch(filters));
  if (filters.ticket) params.set('ticket', filters.ticket);
  const query = params.toString();
  return query ? `/feedback?${query}` : '/feedback';
}
