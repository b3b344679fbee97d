import { useEffect, useLayoutEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { historyIndex } from '../shared/app-history.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../shared/storage.ts';

/** Where each history entry of this tab was scrolled to when it was left, by entry number (app-history). */
let positions: Record<number, number> | undefined;
/** The entry on screen; undefined before the first page shows. */
let shownEntry: number | undefined;
/** The next location comes from browser history (first load or reload, back, forward): restore its scroll. */
let restoring = true;

function savedPositions(): Record<number, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(readStored(STORAGE_KEYS.scrollPositions, 'session') ?? '{}');
      positions = typeof stored === 'object' && stored !== null ? (stored as Record<number, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Records the scroll of the page being left; the page on screen is still that page. */
function leave(): void {
  if (shownEntry !== undefined) savedPositions()[shownEntry] = window.scrollY;
}

// Registered when this module loads, so before the router's listeners re-render the page. pushState is the
// event wouter's browser location fires on every pushed entry.
if (typeof window !== 'undefined') {
  window.addEventListener('pushState', leave);
  window.addEventListener('popstate', () => {
    leave();
    restoring = true;
  });
  window.addEventListener('pagehide', () => {
    leave();
    writeStored(STORAGE_KEYS.scrollPositions, JSON.stringify(savedPositions()), 'session');
  });
}

/**
 * What React Router's <ScrollRestoration> did: a new page starts at the top; back, forward and reload return
 * to where that page was scrolled.
 */
export function useScrollRestoration(): void {
  const url = useLocationProperty(() => window.location.pathname + window.location.search);
  const entry = useLocationProperty(historyIndex);

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location or history entry.
  useLayoutEffect(() => {
    window.scrollTo(0, restoring ? (savedPositions()[entry] ?? 0) : 0);
    restoring = false;
    shownEntry = entry;
  }, [url, entry]);
}
