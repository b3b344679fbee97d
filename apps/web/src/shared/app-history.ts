import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';

/** The position of the current history entry in this visit: 0 for the entry the visit began on. */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}

/** Whether one step back in browser history stays in the app (the entry was reached by in-app navigation). */
export const canGoBackInApp = (): boolean => historyIndex() > 0;

/** Navigates like wouter's browser location, numbering each pushed entry (a replaced entry keeps its number). */
export const navigateInApp = (to: string, { replace = false }: { replace?: boolean } = {}): void =>
  browserNavigate(to, { replace, state: { idx: replace ? historyIndex() : historyIndex() + 1 } });

/**
 * The app's location hook for wouter's <Router hook>: the browser location with numbered entries, so the
 * back arrow can tell an in-app step back from leaving the app. The number lives in history.state, so it
 * survives a reload, as React Router's did.
 */
export const useAppLocation = (options?: { ssrPath?: string }): [string, typeof navigateInApp] => [
  useBrowserLocation(options)[0],
  navigateInApp,
];
