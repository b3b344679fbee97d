import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge.ts';

describe('deepMerge', () => {
  it('merges objects recursively, replaces arrays and scalars, keeps the base unchanged', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x', e: { f: true } };
    const merged = deepMerge(base, { a: { c: [3] }, d: 'y', g: 1 });
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'y', e: { f: true }, g: 1 });
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x', e: { f: true } });
  });

  it('ignores undefined in the patch', () => {
    expect(deepMerge({ a: 1 }, { a: undefined })).toEqual({ a: 1 });
  });

  it('never lets a patch reach the prototype', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
