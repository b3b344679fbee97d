import { type RefObject, useEffect } from 'react';

/**
 * Scrolls a horizontal strip so its current entry (aria-current) sits in the middle, without moving the page.
 * Runs again when `key` changes (another current entry, or the entries arrived).
 *
 * The entry's and the strip's boxes come from an IntersectionObserver, which reports them from the next frame's
 * own layout. Reading them here (getBoundingClientRect) forced a layout of the whole page in the task that drew
 * the menu, on every screen with one (decision 0105).
 */
export function useCentreCurrent(strip: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when the strip's entries changed
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector('[aria-current]');
    if (
      !list ||
      !current ||
      typeof list.scrollBy !== 'function' ||
      typeof IntersectionObserver !== 'function'
    )
      return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const box = entry?.rootBounds;
        if (!entry || !box) return;
        const item = entry.boundingClientRect;
        list.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2) });
      },
      { root: list },
    );
    observer.observe(current);
    return () => observer.disconnect();
  }, [strip, key]);
}
