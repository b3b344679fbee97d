import { readStored, STORAGE_KEYS } from '../storage.ts';
import type { CanonicalLanguage } from './language-tags.ts';

/** The languages whose fonts this browser has fetched before (in its cache: they are used at once). */
export const fontsFetchedBefore = (): string[] => readStored(STORAGE_KEYS.fontsFetched)?.split(',') ?? [];

/**
 * Keeps a first visit's language fonts out of the font stack (`data-fonts="pending"`, global.css) until they
 * are fetched and the player acts (decision 0096). Marked before the first render, while the first layout
 * draws with the phone's fonts anyway: marking a drawn page restyles and re-lays out every element (decision
 * 0111). Answers whether the language's fonts wait.
 */
export function holdBackFirstViewFonts(code: CanonicalLanguage): boolean {
  if (fontsFetchedBefore().includes(code)) return false;
  const root = document.documentElement;
  if (root.dataset.fonts !== 'pending') root.dataset.fonts = 'pending';
  return true;
}
