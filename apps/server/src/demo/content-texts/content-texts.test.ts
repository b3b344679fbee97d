import { CANONICAL_LANGUAGES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { hasGlossary, missingTerms } from '../../test/glossary.ts';
import { ACTIVITY_KEYS, ANNOUNCEMENT_KEYS, BANNER_IDS, DEMO_TEXTS, HELP_KEYS, INBOX_KEYS } from './index.ts';

/** Every text of a language, keyed alike in every language ("welcome.title", "1001.cta"...). */
function textsOf(code: keyof typeof DEMO_TEXTS): Record<string, string> {
  const { announcements, banners, help, inbox, activities } = DEMO_TEXTS[code];
  const fields = (prefix: string, text: object) =>
    Object.entries(text).map(([field, value]) => [`${prefix}.${field}`, value]);
  const entries = [
    ...ANNOUNCEMENT_KEYS.flatMap((key) => fields(key, announcements[key])),
    ...BANNER_IDS.flatMap((id) => fields(String(id), banners[id])),
    ...HELP_KEYS.flatMap((key) => fields(`help.${key}`, help[key])),
    ...INBOX_KEYS.flatMap((key) => fields(`inbox.${key}`, inbox[key])),
    ...ACTIVITY_KEYS.flatMap((key) => fields(`activity.${key}`, activities[key])),
  ];
  return Object.fromEntries(entries);
}

/** The markup of an HTML text: its tags in order, links with their targets, and its {placeholders}. */
const markupOf = (text: string): string[] =>
  [...text.matchAll(/<\/?[a-z0-9]+(?: href="[^"]*")?|\{\w+\}/g)].map(([tag]) => tag);

/** Texts a language may write as English does: names its players read in English. */
const SAME_AS_ENGLISH = new Set(['AE Sexy Dragon Tiger', 'Live Casino', 'E-Sports', 'Sports']);

const english = textsOf('EN');
const others = CANONICAL_LANGUAGES.filter((code) => code !== 'EN');

describe('the demo merchant’s content', () => {
  it('is written in all 24 languages', () => {
    expect(Object.keys(DEMO_TEXTS).sort()).toEqual([...CANONICAL_LANGUAGES].sort());
  });

  it.each(others)('in %s: every text written, none left in English, the same markup and links', (code) => {
    const texts = textsOf(code);
    for (const [key, text] of Object.entries(texts)) {
      const source = english[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      if (!SAME_AS_ENGLISH.has(text)) expect(text, key).not.toBe(source);
      expect(markupOf(text), key).toEqual(markupOf(source));
    }
  });

  it.each(others.filter(hasGlossary))('in %s: the glossary’s core terms', (code) => {
    const plain = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.replace(/<[^>]+>/g, ' ')]));
    const texts = plain(textsOf(code));
    const source = Object.fromEntries(Object.entries(plain(english)).filter(([key]) => key in texts));
    expect(missingTerms(code, source, texts)).toEqual([]);
  });
});
