import type { SortingState } from '@tanstack/react-table';

/** The table sort kept in the address as `sort=column.asc` or `sort=column.desc`; none when absent. */
export function readSorting(search: string): SortingState {
  const [id, direction] = (new URLSearchParams(search).get('sort') ?? '').split('.');
  return id && (direction === 'asc' || direction === 'desc') ? [{ id, desc: direction === 'desc' }] : [];
}

/** `params` with the sort set (or removed when there is none). */
export function withSorting(params: URLSearchParams, sorting: SortingState): URLSearchParams {
  const [first] = sorting;
  if (first) params.set('sort', `${first.id}.${first.desc ? 'desc' : 'asc'}`);
  else params.delete('sort');
  return params;
}

/** A query string of the entries that have a value (empty ones left out), as filters put in the address. */
export const filledSearch = (entries: [string, string][]): string =>
  new URLSearchParams(entries.filter(([, value]) => value !== '')).toString();
