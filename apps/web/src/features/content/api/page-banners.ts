import type { Banner } from '@lobby/contract';
import { blockInLanguage } from '../../../shared/page-data.ts';

/** Home's banners as the server put them in /m/home's page (decision 0094), if they are in this language. */
export function pageBanners(value: unknown, language: string): Banner[] | undefined {
  const list = blockInLanguage(value, language)?.list;
  return Array.isArray(list) ? (list as Banner[]) : undefined;
}
