/** A JSON data block the server put in this page, and when it counts as received. */
export interface PageData {
  value: unknown;
  /** Now for a page the server just sent; 0 for one from the history's cache (a back or forward visit). */
  receivedAt: number;
}

function servedJustNow(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type !== 'back_forward';
}

/**
 * Takes the data block with this id out of the page (decisions 0080, 0094): a query starts from it instead of a
 * round trip, and a later read finds nothing rather than an old answer. Undefined when absent or unreadable.
 */
export function takePageData(id: string): PageData | undefined {
  const block = document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  try {
    return { value: JSON.parse(block.textContent ?? ''), receivedAt: servedJustNow() ? Date.now() : 0 };
  } catch {
    return undefined;
  }
}

/**
 * The fields of a data block the server wrote as `{ language, … }` (banners, announcements, vendors, a game
 * page), when it is in this language; undefined when it is in another or is no such block.
 */
export function blockInLanguage(value: unknown, language: string): Record<string, unknown> | undefined {
  const block = value as Record<string, unknown> | null | undefined;
  return block?.language === language ? block : undefined;
}

/**
 * A query's initial data from a data block of the page (decisions 0094, 0099), as query options. `accept` reads
 * the block's value: undefined when it is not what this query asks. The block is taken as the query starts;
 * its date makes an answer in a page just served fresh and one from the history's cache stale.
 */
export function pageDataOptions<T>(id: string, accept: (value: unknown) => T | undefined) {
  let receivedAt = 0;
  return {
    initialData: (): T | undefined => {
      const block = takePageData(id);
      receivedAt = block?.receivedAt ?? 0;
      return block && accept(block.value);
    },
    initialDataUpdatedAt: (): number => receivedAt,
  };
}
