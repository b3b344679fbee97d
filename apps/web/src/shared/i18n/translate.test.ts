import { describe, expect, it } from 'vitest';
import { type Catalogue, findText, interpolate, mergeCatalogue } from './translate.ts';

const catalogues = new Map<string, Catalogue>([
  [
    'en',
    {
      footer: { home: 'Home', unread_one: '{{count}} unread', unread_other: '{{count}} unread' },
      games: { found_zero: 'No games', found_one: 'One game', found_other: '{{count}} games' },
      only: { english: 'Only in English' },
    },
  ],
  [
    'ar',
    { games: { found_few: '{{count}} ألعاب', found_many: '{{count}} لعبة', found_other: '{{count}} لعبة' } },
  ],
]);

describe('texts by key', () => {
  it('finds nested keys, and a missing text in the fallback language', () => {
    expect(findText(catalogues, ['en'], 'footer.home', undefined)).toBe('Home');
    expect(findText(catalogues, ['ar', 'en'], 'only.english', undefined)).toBe('Only in English');
    expect(findText(catalogues, ['ar', 'en'], 'only.nowhere', undefined)).toBeUndefined();
    expect(findText(catalogues, ['en'], 'footer', undefined)).toBeUndefined();
  });

  it("picks plural forms by each language's rules, the zero form for 0 where there is one", () => {
    expect(findText(catalogues, ['en'], 'games.found', 0)).toBe('No games');
    expect(findText(catalogues, ['en'], 'games.found', 1)).toBe('One game');
    expect(findText(catalogues, ['en'], 'games.found', 7)).toBe('{{count}} games');
    expect(findText(catalogues, ['ar', 'en'], 'games.found', 3)).toBe('{{count}} ألعاب');
    expect(findText(catalogues, ['ar', 'en'], 'games.found', 11)).toBe('{{count}} لعبة');
    // Arabic has no "one" form here: English answers, with English rules.
    expect(findText(catalogues, ['ar', 'en'], 'games.found', 1)).toBe('One game');
    // A count given as text ("99+") is no number to pick a form by.
    expect(findText(catalogues, ['en'], 'footer.unread', '99+')).toBeUndefined();
  });

  it('fills placeholders, leaving nothing for a value not given', () => {
    expect(interpolate('{{count}} unread', { count: 3 })).toBe('3 unread');
    expect(interpolate('Hi {{ name }}, {{missing}}!', { name: 'Ali' })).toBe('Hi Ali, !');
    expect(interpolate('No placeholders', undefined)).toBe('No placeholders');
  });

  it('merges texts that arrive later without replacing those there', () => {
    const into: Catalogue = { a: { b: 'kept' } };
    mergeCatalogue(into, { a: { b: 'other', c: 'added' }, d: 'new' });
    expect(into).toEqual({ a: { b: 'kept', c: 'added' }, d: 'new' });
  });
});
