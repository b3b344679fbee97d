import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is shown (not a background tab, not a minimised window). */
export const usePageVisible = (): boolean =>
  useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== 'hidden');

/**
 * Whether the element given to the returned ref is on screen now, in a shown page: animations run only then,
 * so a scrolled-away marquee or a background tab costs no frames. Without IntersectionObserver (or before
 * the element exists) it counts as on screen.
 */
export function useOnScreen(): [ref: (element: Element | null) => void, onScreen: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [intersecting, setIntersecting] = useState(true);
  const visible = usePageVisible();
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setIntersecting(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, intersecting && visible];
}
