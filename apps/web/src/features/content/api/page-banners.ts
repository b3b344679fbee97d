import { type Banner, EMBEDDED_BANNERS_ID } from '@lobby/contract';
import { takePageData } from '../../../shared/page-data.ts';

let receivedAt = 0;

/**
 * Home's banners as the server put them in /m/home's page (decision 0094), taken out of the page, if they are in
 * this language. The banners query's initial data: it asks once, as the query starts.
 */
export function takePageBanners(language: string): Banner[] | undefined {
  const block = takePageData(EMBEDDED_BANNERS_ID);
  const value = block?.value as { language?: unknown; list?: unknown } | undefined;
  receivedAt = block?.receivedAt ?? 0;
  return value?.language === language && Array.isArray(value.list) ? (value.list as Banner[]) : undefined;
}

/** When the banners `takePageBanners` gave were received: now for a page just served (decision 0094). */
export const pageBannersReceivedAt = (): number => receivedAt;
