import { CONTENT_STATUSES, type ContentStatus } from '@lobby/contract';

/** A content page's address: status and language filters, the merchant (platform operators), the open item. */
export interface ContentFilters {
  status: ContentStatus | '';
  language: string;
  merchantCode: string;
  /** The item in the editor: its id, `new`, or '' for none. */
  item: string;
}

const LANGUAGE = /^[A-Z]{2}(-[A-Z]{2})?$/;

export function readContentFilters(search: string): ContentFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const language = params.get('language') ?? '';
  return {
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? (status as ContentStatus) : '',
    language: LANGUAGE.test(language) ? language : '',
    merchantCode: params.get('merchantCode') ?? '',
    item: params.get('item') ?? '',
  };
}

/** The list's query string (what the API takes), unset filters left out. */
export function contentSearch(filters: ContentFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.language) params.set('language', filters.language);
  if (filters.merchantCode) params.set('merchantCode', filters.merchantCode);
  return params.toString();
}

/** The page's own address: the list's query and the open item. */
export function contentAddress(path: string, filters: ContentFilters): string {
  const params = new URLSearchParams(contentSearch(filters));
  if (filters.item) params.set('item', filters.item);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
