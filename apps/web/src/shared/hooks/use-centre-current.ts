import { type RefObject, useEffect } from 'react';

/**
 * Scrolls a horizontal strip so its current entry (aria-current) sits in the middle, without moving the page.
 * Runs again when `key` changes (another current entry, or the entries arrived).
 */
export function useCentreCurrent(strip: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when the strip's entries changed
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector('[aria-current]');
    if (!list || !current || typeof list.scrollBy !== 'function') return;
    const box = list.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    list.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2) });
  }, [strip, key]);
}
