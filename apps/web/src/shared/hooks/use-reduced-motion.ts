import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the player asked the system for less motion: autoplay and marquees then stand still. */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, () => media()?.matches ?? false);
