import {
  API,
  type ConsoleMerchantItem,
  type ConsoleMerchantPage,
  type CreateConsoleMerchantRequest,
  type UpdateConsoleMerchantRequest,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const MERCHANTS_QUERY_KEY = ['console-merchants'] as const;

/** A page of merchants by code; with `search`, those whose code or name holds it. */
export const merchantPage = (page: number, search = '') =>
  apiRequest<ConsoleMerchantPage>(
    `${API.listConsoleMerchants.path}?page=${page}${search ? `&q=${encodeURIComponent(search)}` : ''}`,
  );

export const createMerchant = (body: CreateConsoleMerchantRequest, csrfToken: string) =>
  apiRequest<ConsoleMerchantItem>(API.createConsoleMerchant.path, { method: 'POST', body, csrfToken });

export const updateMerchant = (code: string, body: UpdateConsoleMerchantRequest, csrfToken: string) =>
  apiRequest<ConsoleMerchantItem>(API.updateConsoleMerchant.path.replace(':code', encodeURIComponent(code)), {
    method: 'PUT',
    body,
    csrfToken,
  });
