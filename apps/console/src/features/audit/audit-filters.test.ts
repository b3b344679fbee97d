import { describe, expect, it } from 'vitest';
import { filtersSearch, fromLocalInput, readFilters, toLocalInput } from './audit-filters.ts';

describe('audit filters in the address', () => {
  it('round-trips through the query string, leaving out what is unset and page 1', () => {
    const filters = { action: 'login.failed', from: '2026-11-01T00:00:00.000Z', to: '', page: 3 };
    expect(readFilters(filtersSearch(filters))).toEqual(filters);
    expect(filtersSearch({ action: '', from: '', to: '', page: 1 })).toBe('');
  });

  it('reads a missing or broken page as page 1', () => {
    expect(readFilters('page=abc').page).toBe(1);
    expect(readFilters('page=-2').page).toBe(1);
    expect(readFilters('').action).toBe('');
  });

  it('converts between an ISO instant and a local date-time input', () => {
    const iso = fromLocalInput('2026-11-25T09:30');
    expect(toLocalInput(iso)).toBe('2026-11-25T09:30');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
