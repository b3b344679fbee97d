import { type RefObject, useEffect, useState } from 'react';

/** What floating controls must never cover: marked with this attribute (a lobby section, the category menu). */
const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** Spread on an element floating controls must keep clear of. */
export const KEEP_CLEAR = { [KEEP_CLEAR_ATTRIBUTE]: '' };

/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where a control docked at the inline-end edge stands when shown: its own height, and its width measured
 * in from that edge (its drawn box may be slid off the edge while tucked).
 */
export function dockedBox(drawn: Box, viewportWidth: number, rtl: boolean): Box {
  const width = drawn.right - drawn.left;
  return rtl
    ? { left: 0, right: width, top: drawn.top, bottom: drawn.bottom }
    : { left: viewportWidth - width, right: viewportWidth, top: drawn.top, bottom: drawn.bottom };
}

/** The root margin that shrinks the viewport (`width` by `height`) to `box`, in whole pixels. */
export const marginTo = (box: Box, width: number, height: number): string =>
  [-box.top, box.right - width, box.bottom - height, -box.left]
    .map((side) => `${Math.round(side)}px`)
    .join(' ');

/**
 * True while the docked control at `ref` would cover something marked keep-clear: it then tucks off its
 * edge until the page moves on. The browser tells, as it lays the page out: an IntersectionObserver whose root
 * is the control's docked box watches the keep-clear elements, so no script measures the page at each frame
 * of a load or a scroll (decision 0095). Content that only touches the box counts as covered.
 */
export function useTuckedOverContent(ref: RefObject<HTMLElement | null>): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const covering = new Set<Element>();
    let content: IntersectionObserver | undefined;
    let margin = '';
    const watchAll = () => {
      for (const item of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)) content?.observe(item);
    };
    const watchFrom = (rootMargin: string) => {
      if (rootMargin === margin) return;
      margin = rootMargin;
      content?.disconnect();
      covering.clear();
      content = new IntersectionObserver(
        (changes) => {
          for (const change of changes)
            change.isIntersecting ? covering.add(change.target) : covering.delete(change.target);
          setTucked(covering.size > 0);
        },
        { rootMargin },
      );
      watchAll();
    };
    // Where the control stands, as an observer of the control itself reports it (nothing forced to lay out).
    const dock = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      const viewport = entry?.rootBounds;
      if (!entry || !viewport || entry.boundingClientRect.height === 0) return;
      const rtl = document.documentElement.dir === 'rtl';
      const box = dockedBox(entry.boundingClientRect, viewport.width, rtl);
      watchFrom(marginTo(box, viewport.width, viewport.height));
    });
    dock.observe(element);
    // A new viewport moves the dock: observing the control again reports where it now stands.
    const remeasure = () => {
      dock.unobserve(element);
      dock.observe(element);
    };
    window.addEventListener('resize', remeasure);
    // Keep-clear elements drawn later (home's sections draw in stages) are watched as they arrive.
    const arrivals = new MutationObserver(watchAll);
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      dock.disconnect();
      content?.disconnect();
      arrivals.disconnect();
      window.removeEventListener('resize', remeasure);
    };
  }, [ref]);
  return tucked;
}
