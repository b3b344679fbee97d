import { readStoredJson, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/** How many past searches are kept. */
export const SEARCH_HISTORY_LIMIT = 10;

/** A search puts its (trimmed) term first; the same term earlier in the list, in any case, goes away. */
export function addToHistory(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...history];
  const key = trimmed.toLowerCase();
  return [trimmed, ...history.filter((entry) => entry.toLowerCase() !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Removing a chip deletes that term. */
export const removeFromHistory = (history: readonly string[], term: string): string[] =>
  history.filter((entry) => entry !== term);

export function readSearchHistory(): string[] {
  const stored = readStoredJson(STORAGE_KEYS.searchHistory);
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
}

export const writeSearchHistory = (history: readonly string[]): void =>
  writeStored(STORAGE_KEYS.searchHistory, history.length > 0 ? JSON.stringify(history) : null);
