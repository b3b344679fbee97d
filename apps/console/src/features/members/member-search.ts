import { MEMBER_SEARCH_FIELDS, type MemberSearchField } from '@lobby/contract';

/** The members search (`by`: which field starts with `q`) as the page's address keeps it (so a search can be reloaded, shared and paged). */
export interface MemberSearch {
  by: MemberSearchField;
  q: string;
  page: number;
}

const isSearchField = (value: string | null): value is MemberSearchField =>
  (MEMBER_SEARCH_FIELDS as readonly (string | null)[]).includes(value);

export function readSearch(search: string): MemberSearch {
  const params = new URLSearchParams(search);
  const by = params.get('by');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    by: isSearchField(by) ? by : 'username',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a search (page 1 left out), or empty when there is nothing to look for. */
export function searchQuery(search: MemberSearch): string {
  if (!search.q) return '';
  const params = new URLSearchParams({ by: search.by, q: search.q });
  if (search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

let lastQuery = '';

/** The members list's address with the last search made in this tab, so "back" from a member returns to it. */
export const membersAddress = (query = lastQuery): string => {
  lastQuery = query;
  return query ? `/members?${query}` : '/members';
};
