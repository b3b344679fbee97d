import { REPORT_KINDS, type ReportKind } from '@lobby/contract';

/** What the address holds for the reports and reconciliation pages: the days, the merchant, the page. */
export interface RangeFilters {
  from: string;
  to: string;
  /** A platform operator's choice; absent: the server's. */
  merchant?: string;
}

export interface ReportFilters extends RangeFilters {
  kind: ReportKind;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The browser's calendar day `offset` days from today, as YYYY-MM-DD. */
export function localDay(offset = 0, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days and merchant of the address; the last 7 days (today included) when absent. */
export function readRange(params: URLSearchParams): RangeFilters {
  const day = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : fallback;
  };
  const merchant = params.get('merchant') ?? undefined;
  return { from: day('from', localDay(-6)), to: day('to', localDay()), ...(merchant ? { merchant } : {}) };
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

/** The range as address (and API) parameters: from, to and the merchant when chosen. */
export function rangeParams(range: RangeFilters, merchantName = 'merchant'): URLSearchParams {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.merchant) params.set(merchantName, range.merchant);
  return params;
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
  return `/console/reports/${filters.kind}?${params}`;
}
