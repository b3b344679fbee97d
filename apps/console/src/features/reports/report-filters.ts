import { REPORT_KINDS, type ReportKind } from '@lobby/contract';

/**
 * What the address holds for the reports and reconciliation pages: the days, the merchant, the page. Days
 * left out are the server's choice, the merchant's last days in its timezone (decision 0091).
 */
export interface RangeFilters {
  from?: string;
  to?: string;
  /** A platform operator's choice; absent: the server's. */
  merchant?: string;
}

export interface ReportFilters extends RangeFilters {
  kind: ReportKind;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days (each when a YYYY-MM-DD day) and merchant of the address. */
export function readRange(params: URLSearchParams): RangeFilters {
  const range: RangeFilters = {};
  for (const name of ['from', 'to', 'merchant'] as const) {
    const value = params.get(name);
    if (value && (name === 'merchant' || DAY.test(value))) range[name] = value;
  }
  return range;
}

export function readReportFilters(search: string): ReportFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    kind: REPORT_KINDS.includes(kind as ReportKind) ? (kind as ReportKind) : 'ggr-by-day',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...readRange(params),
  };
}

/** The range as address (and API) parameters: from, to and the merchant, each when chosen. */
export function rangeParams(range: RangeFilters, merchantName = 'merchant'): URLSearchParams {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (range.merchant) params.set(merchantName, range.merchant);
  return params;
}

/** A path with its parameters, if any. */
export function pathWith(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The page's address parameters of the filters (page 1 left out). */
export function reportSearch(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({ kind: filters.kind });
  for (const [key, value] of rangeParams(filters)) params.set(key, value);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Rows a page of a paged report holds. */
export const REPORT_PAGE_SIZE = 100;

/** The API path of one page of the report. */
export function reportPath(filters: ReportFilters, page = filters.page, pageSize = REPORT_PAGE_SIZE): string {
  const params = rangeParams(filters, 'merchantCode');
  if (page > 1) params.set('page', String(page));
  if (pageSize !== REPORT_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return pathWith(`/console/reports/${filters.kind}`, params);
}
