import { describe, expect, it } from 'vitest';
import { maskName } from './masked-name.ts';

describe('maskName', () => {
  it('shows at most a third of the name and hides at least three characters', () => {
    expect(maskName('kate1')).toBe('ka***');
    expect(maskName('player88')).toBe('pla***');
    expect(maskName('jackpotking2024')).toBe('jackp***');
    expect(maskName('anna')).toBe('a***');
    expect(maskName('bob')).toBe('***');
    expect(maskName('')).toBe('***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskName('😀😀😀😀😀')).toBe('😀😀***');
  });

  it('gives names of different lengths the same number of stars', () => {
    expect(maskName('abcdef').endsWith('***')).toBe(true);
    expect(maskName('abcdefghijklmnopqr')).toBe('abcdef***');
  });
});
