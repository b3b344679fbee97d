import { API } from '@lobby/contract';

/** The audit trail's filters as the page's address keeps them (so a view can be reloaded and shared). */
export interface AuditFilters {
  action: string;
  /** ISO instants, empty when unset. */
  from: string;
  to: string;
  page: number;
}

export function readFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of the filters, unset ones and page 1 left out; the API takes the same parameters. */
export function filtersSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The listAuditEvents path with the filters' query. */
export function auditEventsPath(filters: AuditFilters): string {
  const search = filtersSearch(filters);
  return `${API.listAuditEvents.path}${search ? `?${search}` : ''}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it (the browser's time zone), or empty. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an ISO instant, or empty. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}
