import {
  API,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_STATUSES,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycReview,
  type KycReviewPage,
  type ReviewKycDocument,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const KYC_REVIEWS_QUERY_KEY = 'console-kyc-reviews';

/** The queue's filters as the address keeps them; empty strings are "any". */
export interface KycFilters {
  /** 'all': every status; the queue opens on pending documents. */
  status: KycDocumentStatus | 'all';
  kind: KycDocumentKind | '';
  member: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The address's filters: pending documents of both kinds unless others are asked for. */
export function readKycFilters(search: string): KycFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: status === 'all' || oneOf(KYC_DOCUMENT_STATUSES, status) ? status : 'pending',
    kind: oneOf(KYC_DOCUMENT_KINDS, kind) ? kind : '',
    member: params.get('member')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filters as query parameters; `defaultStatus` (left out) is pending in the address, 'all' for the API. */
function paramsOf(filters: KycFilters, defaultStatus: KycFilters['status']): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== defaultStatus) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.member.trim()) params.set('member', filters.member.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The page's address of the filters: defaults (pending, any kind, page 1) are left out. */
export function kycReviewsAddress(filters: KycFilters): string {
  const query = paramsOf(filters, 'pending').toString();
  return query ? `/kyc?${query}` : '/kyc';
}

/** The API's query string of the filters ('all' is no status filter). */
export const kycReviewsSearch = (filters: KycFilters): string => paramsOf(filters, 'all').toString();

export const fetchKycReviews = (filters: KycFilters) => {
  const search = kycReviewsSearch(filters);
  return apiRequest<KycReviewPage>(`${API.listKycReviews.path}${search ? `?${search}` : ''}`);
};

export const reviewKycDocument = (id: string, body: ReviewKycDocument, csrfToken: string) =>
  apiRequest<KycReview>(API.reviewKycDocument.path.replace(':id', id), { method: 'POST', body, csrfToken });

/** The document's address (served only with the console session's cookie, never cached). */
export const kycFileUrl = (review: KycReview) => `/api/v1${review.filePath}`;
