import { describe, expect, it } from 'vitest';
import { gameListPath, menuCategories } from './game-categories.ts';

const sorting = (...codes: Parameters<typeof menuCategories>[0][number]['gameCategory'][]) =>
  codes.map((gameCategory) => ({ gameCategory }));

describe('category menu', () => {
  it('keeps the server’s order and puts the in-house entry right after PVP', () => {
    expect(menuCategories(sorting('RNG', 'LIVE', 'INHOUSE', 'PVP', 'LOTT'))).toEqual([
      'RNG',
      'LIVE',
      'PVP',
      'INHOUSE',
      'LOTT',
    ]);
  });

  it('adds the in-house entry at the end without PVP', () => {
    expect(menuCategories(sorting('RNG', 'FISH'))).toEqual(['RNG', 'FISH', 'INHOUSE']);
  });

  it('opens the in-house list on its Crash classification', () => {
    expect(gameListPath('INHOUSE')).toBe('/m/gameList?gameType=INHOUSE&gameClassify=Crash');
    expect(gameListPath('LIVE', { vassalage: 'EVO' })).toBe('/m/gameList?gameType=LIVE&vassalage=EVO');
  });
});
