import { describe, expect, it } from 'vitest';
import { clientPage, pageBarState, pageCount } from './page-bar.ts';

describe('page bar', () => {
  it('reads current / total and allows more until the last page', () => {
    expect(pageBarState(1, 3)).toEqual({ current: 1, total: 3, canLoadMore: true });
    expect(pageBarState(2, 3)).toEqual({ current: 2, total: 3, canLoadMore: true });
    expect(pageBarState(3, 3)).toEqual({ current: 3, total: 3, canLoadMore: false });
  });

  it('never goes past the total, and an empty list has nothing more', () => {
    expect(pageBarState(4, 3)).toEqual({ current: 3, total: 3, canLoadMore: false });
    expect(pageBarState(0, 0)).toEqual({ current: 0, total: 0, canLoadMore: false });
    expect(pageBarState(1, 0)).toEqual({ current: 0, total: 0, canLoadMore: false });
  });
});

describe('client-side pages (popular games)', () => {
  const items = Array.from({ length: 20 }, (_, index) => index);

  it('shows 9 more per page', () => {
    expect(clientPage(items, 1, 9)).toEqual(items.slice(0, 9));
    expect(clientPage(items, 2, 9)).toHaveLength(18);
    expect(clientPage(items, 3, 9)).toHaveLength(20);
  });

  it('counts the pages', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(18, 9)).toBe(2);
    expect(pageCount(90, 9)).toBe(10);
    expect(pageCount(0, 9)).toBe(0);
  });
});
