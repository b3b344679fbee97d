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
