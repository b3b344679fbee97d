import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  readSearchHistory,
  removeFromHistory,
  SEARCH_HISTORY_LIMIT,
  writeSearchHistory,
} from './search-history.ts';

describe('search history', () => {
  it('prepends the trimmed term', () => {
    expect(addToHistory(['slots'], '  dragon ')).toEqual(['dragon', 'slots']);
    expect(addToHistory(['slots'], '   ')).toEqual(['slots']);
  });

  it('keeps a term once, moved to the front, whatever its case', () => {
    expect(addToHistory(['fish', 'Dragon', 'gold'], 'dragon')).toEqual(['dragon', 'fish', 'gold']);
  });

  it('keeps the newest terms only', () => {
    let history: string[] = [];
    for (let n = 0; n < SEARCH_HISTORY_LIMIT + 3; n++) history = addToHistory(history, `term ${n}`);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe(`term ${SEARCH_HISTORY_LIMIT + 2}`);
  });

  it('removes a chip’s term', () => {
    expect(removeFromHistory(['dragon', 'fish'], 'dragon')).toEqual(['fish']);
  });

  it('is kept in local storage', () => {
    writeSearchHistory(['dragon', 'fish']);
    expect(readSearchHistory()).toEqual(['dragon', 'fish']);
    writeSearchHistory([]);
    expect(localStorage.getItem('lobby.search-history')).toBeNull();
    localStorage.setItem('lobby.search-history', '{broken');
    expect(readSearchHistory()).toEqual([]);
  });
});
