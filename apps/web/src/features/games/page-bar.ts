/** The page bar of a list: pages shown so far of all pages, and whether the more button can load another. */
export interface PageBarState {
  current: number;
  total: number;
  canLoadMore: boolean;
}

/**
 * `loadedPages` pages are on screen out of `totalPages`. An empty list reads 0 / 0; the more button is
 * disabled on the last page (and while there is nothing more).
 */
export function pageBarState(loadedPages: number, totalPages: number): PageBarState {
  const total = Math.max(0, totalPages);
  const current = Math.min(Math.max(0, loadedPages), total);
  return { current, total, canLoadMore: current < total };
}

/** Pages of a list held entirely on the client (the popular list of the search popup): 9 a page. */
export function clientPage<T>(items: readonly T[], pagesShown: number, pageSize: number): T[] {
  return items.slice(0, Math.max(0, pagesShown) * pageSize);
}

export const pageCount = (count: number, pageSize: number): number =>
  Math.ceil(Math.max(0, count) / pageSize);
