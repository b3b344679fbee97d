import { useEffect, useState } from 'react';

/** Calls back in a task of its own after the next frame (right away where there are no frames, as in tests). */
function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true `stage` frames after it has painted. A part of a screen below the fold
 * waits for it, so the first view is drawn in a task of its own and each later part in another: a phone's
 * main thread is never busy long enough to hold up a tap (decision 0081).
 */
export function useAfterPaint(stage = 1): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let left = stage;
    let cancel = () => {};
    const tick = () => {
      left -= 1;
      if (left <= 0) setShown(true);
      else cancel = afterNextFrame(tick);
    };
    cancel = afterNextFrame(tick);
    return () => cancel();
  }, [shown, stage]);
  return shown;
}

/**
 * How many of `total` items to draw: `first` on the first render, then `step` more in a task of their own after
 * each paint until all are drawn. A long list's items below its first row cost a phone's main thread a task
 * each short enough never to hold up a tap (decision 0102).
 */
export function useDrawnCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    return afterNextFrame(() => setDrawn((count) => count + step));
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
