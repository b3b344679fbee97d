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

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

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

/**
 * True while the docked control at `ref` would cover something marked keep-clear: it then tucks off its
 * edge until the page moves on. Checked at every scroll, resize and layout change, once a frame.
 */
export function useTuckedOverContent(ref: RefObject<HTMLElement | null>): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rtl = document.documentElement.dir === 'rtl';
      const dock = dockedBox(element.getBoundingClientRect(), window.innerWidth, rtl);
      const covered = [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].some((content) =>
        overlaps(dock, content.getBoundingClientRect()),
      );
      setTucked(covered);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const layout = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    layout?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      layout?.disconnect();
    };
  }, [ref]);
  return tucked;
}
