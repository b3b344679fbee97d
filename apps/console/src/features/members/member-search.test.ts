import { describe, expect, it } from 'vitest';
import { readSearch, searchQuery } from './member-search.ts';

describe('members search in the address', () => {
  it('round-trips through the query string, page 1 left out', () => {
    const search = { by: 'mobile' as const, q: '92300', page: 3 };
    expect(readSearch(searchQuery(search))).toEqual(search);
    expect(searchQuery({ by: 'username', q: 'ali', page: 1 })).toBe('by=username&q=ali');
  });

  it('reads nothing to search for as an empty query, and an unknown field as username', () => {
    expect(searchQuery({ by: 'memberId', q: '', page: 2 })).toBe('');
    expect(readSearch('by=password&q=x')).toEqual({ by: 'username', q: 'x', page: 1 });
    expect(readSearch('q=x&page=-1').page).toBe(1);
  });
});
