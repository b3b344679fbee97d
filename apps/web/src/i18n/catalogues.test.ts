import { LANGUAGE_CODES, type LanguageCode } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { catalogueName, languageTag } from '../shared/i18n/language-tags.ts';
import terms from './glossary/terms.json';
import sameAsEnglish from './same-as-english.json';

type Catalog = { [key: string]: string | Catalog };

const catalogs = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const glossaries = import.meta.glob<Record<string, string[]>>('./glossary/*.json', {
  eager: true,
  import: 'default',
});

const leaves = (catalog: Catalog, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const english = new Map([
  ...leaves(catalogs['./locales/en.json'] as Catalog),
  ...leaves(catalogs['./locales/en-screens.json'] as Catalog),
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const variables = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '');
const tags = (text: string): string[] => [...text.matchAll(/<\/?\w+>/g)].map((match) => match[0]);
const words = (text: string): string => text.replace(/{{\s*\w+\s*}}/g, '').trim();
const allowedAsEnglish = new Set(sameAsEnglish.values);
const termPatterns = Object.entries(terms)
  .filter(([term]) => term !== '$comment')
  .map(([term, pattern]) => [term, new RegExp(pattern, 'i')] as const);

/** The keys a language must have: English's, with each plural set in that language's own categories. */
function expectedKeys(tag: string): string[] {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) keys.add(key);
    else for (const category of categories) keys.add(`${base}_${category}`);
  }
  return [...keys].sort();
}

/** The English text a translated key renders: a plural form answers to English's "other" form. */
const englishFor = (key: string): string =>
  english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';

const languages = Object.keys(catalogs)
  .map((path) => path.slice('./locales/'.length, -'.json'.length))
  .filter((file) => file !== 'en' && file !== 'en-screens');

it('every language the product knows has a catalog and a glossary (KR and PT-BR use KO and PT)', () => {
  const names = new Set(LANGUAGE_CODES.filter((code) => code !== 'EN').map(catalogueName));
  const missing = [...names].flatMap((name) => [
    ...(catalogs[`./locales/${name}.json`] ? [] : [`locales/${name}.json`]),
    ...(glossaries[`./glossary/${name}.json`] ? [] : [`glossary/${name}.json`]),
  ]);
  expect(missing).toEqual([]);
});

describe.each(languages)('the %s catalog', (file) => {
  const code = file.toUpperCase() as LanguageCode;
  const tag = languageTag(code);
  const texts = new Map(leaves(catalogs[`./locales/${file}.json`] as Catalog));
  const glossary = glossaries[`./glossary/${file}.json`];

  it("has exactly English's keys, plurals in the language's own forms", () => {
    expect([...texts.keys()].sort()).toEqual(expectedKeys(tag));
  });

  it('has no empty value', () => {
    expect([...texts].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it("keeps English's placeholders and tags", () => {
    const broken = [...texts].filter(([key, value]) => {
      const source = englishFor(key);
      const wanted = new Set(variables(source));
      const used = new Set(variables(value));
      // One-of-a-kind plural forms (Arabic's "two", Japanese has none) may spell the count out.
      if (PLURAL_SUFFIX.test(key) && !key.endsWith('_other')) wanted.delete('count');
      const ok =
        [...wanted].every((name) => used.has(name)) &&
        [...used].every((name) => variables(source).includes(name)) &&
        tags(value).sort().join() === tags(source).sort().join();
      return !ok;
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('translates every text beyond brand and product names', () => {
    const untranslated = [...texts].filter(
      ([key, value]) =>
        value === englishFor(key) && /\p{L}/u.test(words(value)) && !allowedAsEnglish.has(words(value)),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("uses its glossary's word wherever English uses a core term", () => {
    expect(glossary, `glossary/${file}.json`).toBeDefined();
    const misses: string[] = [];
    for (const [term, pattern] of termPatterns) {
      const forms = (glossary?.[term] ?? []).map((form) => form.toLocaleLowerCase(tag));
      expect(forms.length, `${file} glossary: ${term}`).toBeGreaterThan(0);
      for (const [key, value] of texts) {
        if (!pattern.test(englishFor(key))) continue;
        const text = value.toLocaleLowerCase(tag);
        if (!forms.some((form) => text.includes(form))) misses.push(`${key} (${term})`);
      }
    }
    expect(misses).toEqual([]);
  });
});
