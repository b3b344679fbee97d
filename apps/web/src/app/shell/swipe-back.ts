import { useEffect } from 'react';

/** The spec's swipe-back distance. */
const SWIPE_BACK_THRESHOLD_PX = 100;
/** A swipe counts only when it starts this close to the inline-start edge. */
const EDGE_ZONE_PX = 24;

interface Swipe {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  viewportWidth: number;
  rtl: boolean;
}

/** A swipe from the inline-start edge (left, or right in RTL) of at least the threshold, mostly sideways. */
export function isSwipeBack({ startX, startY, endX, endY, viewportWidth, rtl }: Swipe): boolean {
  const fromEdge = rtl ? viewportWidth - startX : startX;
  if (fromEdge > EDGE_ZONE_PX) return false;
  const distance = rtl ? startX - endX : endX - startX;
  return distance >= SWIPE_BACK_THRESHOLD_PX && distance > Math.abs(endY - startY);
}

export function useSwipeBack(onBack: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let start: Touch | undefined;
    const onStart = (event: TouchEvent) => {
      start = event.touches.length === 1 ? event.touches[0] : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const end = event.changedTouches[0];
      if (!start || !end) return;
      const swipe = {
        startX: start.clientX,
        startY: start.clientY,
        endX: end.clientX,
        endY: end.clientY,
        viewportWidth: window.innerWidth,
        rtl: document.documentElement.dir === 'rtl',
      };
      start = undefined;
      if (isSwipeBack(swipe)) onBack();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [onBack, enabled]);
}
