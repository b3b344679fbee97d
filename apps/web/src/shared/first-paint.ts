import { useSyncExternalStore } from 'react';
import { useAfterPaint } from './hooks/use-after-paint.ts';

/**
 * Whether the page's first contentful paint is on screen. What a first view does not draw waits for it, so a
 * first load asks for nothing else before its first screen is shown (decision 0112). The browser reports the
 * paint once the frame has reached the screen, which can be well after the main thread drew it (a screen of
 * Urdu text takes a while to rasterise). Where it cannot tell, the paint counts as shown.
 */
let shown = false;
const listeners = new Set<() => void>();

function show(): void {
  shown = true;
  for (const listener of listeners) listener();
}

function watchFirstPaint(): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    show();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    show();
  });
  observer.observe({ type: 'paint', buffered: true });
}

watchFirstPaint();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `run`, in a task of its own, once the page has loaded and its first contentful paint is on screen. */
export function afterFirstPaint(run: () => void): void {
  const whenShown = () => {
    if (shown) {
      setTimeout(run, 0);
      return;
    }
    const unsubscribe = subscribe(() => {
      unsubscribe();
      setTimeout(run, 0);
    });
  };
  if (document.readyState === 'complete') whenShown();
  else window.addEventListener('load', whenShown, { once: true });
}

/** False until the component has painted and the page's first contentful paint is on screen. */
export function useAfterFirstPaint(): boolean {
  const painted = useAfterPaint();
  return useSyncExternalStore(subscribe, () => shown) && painted;
}
