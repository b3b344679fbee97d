import {
  API,
  type ConsoleMerchantItem,
  type ConsoleMerchantPage,
  type CreateConsoleMerchantRequest,
} from '@lobby/contract';
import { apiRequest } from '../../shared/api/client.ts';

export const MERCHANTS_QUERY_KEY = ['console-merchants'] as const;

export const merchantPage = (page: number) =>
  apiRequest<ConsoleMerchantPage>(`${API.listConsoleMerchants.path}?page=${page}`);

export const createMerchant = (body: CreateConsoleMerchantRequest, csrfToken: string) =>
  apiRequest<ConsoleMerchantItem>(API.createConsoleMerchant.path, { method: 'POST', body, csrfToken });
