import { type RefObject, useEffect, useState } from 'react';

/** The spec's lazy-load threshold: images start loading this far before they scroll into view. */
export const LAZY_LOAD_MARGIN_PX = 100;

/**
 * True once the element has come within `marginPx` of the viewport, and from then on. Without
 * IntersectionObserver (old browsers, some test environments) everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, marginPx = LAZY_LOAD_MARGIN_PX): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, marginPx]);
  return seen;
}
