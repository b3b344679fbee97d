/*
 * The gameName search: every name of a game, lower-cased and without Latin accents, in one column; the
 * search term folded the same way and matched as a substring (LIKE), so "vang" finds "Rồng Vàng".
 */

/** Lower case, Latin diacritics removed (Vietnamese đ becomes d); other scripts are kept as they are. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .normalize('NFC');
}

/** The search_text of a game: its distinct folded names, one per line. */
export function searchTextOf(names: Iterable<string>): string {
  return [...new Set([...names].map(foldForSearch))].join('\n');
}

/** A LIKE pattern matching `term` anywhere, with LIKE's own characters escaped (backslash is the default escape). */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
