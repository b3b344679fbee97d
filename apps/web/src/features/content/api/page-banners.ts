import type { Banner } from '@lobby/contract';

/** Home's banners as the server put them in /m/home's page (decision 0094), if they are in this language. */
export function pageBanners(value: unknown, language: string): Banner[] | undefined {
  const block = value as { language?: unknown; list?: unknown } | undefined;
  return block?.language === language && Array.isArray(block.list) ? (block.list as Banner[]) : undefined;
}
