import { CONSOLE_GAME_SORTS, type UpdateConsoleGamesRequest } from '@lobby/contract';
import type { SortingState } from '@tanstack/react-table';
import { filledSearch } from '../../shared/table-url.ts';

/** The games table's filters, sort and page as kept in the address. */
export interface GameFilters {
  vendor: string;
  category: string;
  status: string;
  hot: string;
  isNew: string;
  name: string;
  sort: string;
  direction: string;
  page: number;
}

const KEYS = ['vendor', 'category', 'status', 'hot', 'isNew', 'name', 'sort', 'direction'] as const;

export function readGameFilters(search: string): GameFilters {
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? ''])) as Omit<
    GameFilters,
    'page'
  >;
  return { ...filters, page: Math.max(1, Number(params.get('page')) || 1) };
}

/** The query string of the address and of listConsoleGames (empty values left out, page 1 omitted). */
export const gameSearch = (filters: GameFilters): string =>
  filledSearch([
    ...KEYS.map((key): [string, string] => [key, filters[key]]),
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ]);

export const sortingOf = (filters: GameFilters): SortingState =>
  filters.sort ? [{ id: filters.sort, desc: filters.direction !== 'asc' }] : [];

export function withSorting(filters: GameFilters, sorting: SortingState): GameFilters {
  const [first] = sorting;
  const sort = first && (CONSOLE_GAME_SORTS as readonly string[]).includes(first.id) ? first.id : '';
  return { ...filters, sort, direction: sort ? (first?.desc ? 'desc' : 'asc') : '', page: 1 };
}

/** The table's filter as updateConsoleGames takes it (for "every matching game"). */
export function bulkFilterOf(filters: GameFilters): NonNullable<UpdateConsoleGamesRequest['filter']> {
  const { vendor, category, status, hot, isNew, name } = filters;
  return Object.fromEntries(
    Object.entries({ vendor, category, status, hot, isNew, name }).filter(([, value]) => value !== ''),
  );
}
