import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export type Theme = 'dark' | 'light';
const listeners = new Set<() => void>();

/** Dark unless the player chose light; public/theme-init.js applies the same rule before first paint. */
export const readTheme = (): Theme => (readStored(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark');

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  const background = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
}

export function setTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useTheme = (): Theme => useSyncExternalStore(subscribe, readTheme);

/** A page of this origin's (game, lottery, chat) URL with the app's theme as theme=dark|light, before any #fragment. */
export function themedUrl(url: string, theme: Theme = readTheme()): string {
  const [path = '', fragment] = url.split('#', 2);
  const themed = `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`;
  return fragment === undefined ? themed : `${themed}#${fragment}`;
}
