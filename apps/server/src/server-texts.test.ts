import {
  CANONICAL_LANGUAGES,
  type CanonicalLanguage,
  DEFAULT_LANGUAGE,
  isRtl,
  languageTag,
} from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { SUPPORT_REPLY } from './modules/chat/support-reply-text.ts';
import { ACTIVITY_JOIN } from './modules/promotions/activity-join-text.ts';
import { VERIFICATION_SMS } from './modules/sms/verification-sms-text.ts';
import { type ServerText, serverText } from './shared/server-text.ts';
import { hasGlossary, missingTerms } from './test/glossary.ts';

type Table = Record<string, string>;

/** The build-free pages' plain ES modules, loaded as the browser does (they have no type declarations). */
const pageModule = async <T>(file: string): Promise<T> =>
  (await import(new URL(file, import.meta.url).href)) as T;
const { STRINGS: CHAT_PAGE } = await pageModule<{ STRINGS: Record<string, Table> }>(
  '../chat-page/strings.js',
);
const { STRINGS: SANDBOX_PAGES } = await pageModule<{ STRINGS: Record<string, Table> }>(
  '../sandbox-games/shared/strings.js',
);
const { PAGE_LANGUAGE_TAGS, PAGE_RTL_LANGUAGES } = await pageModule<{
  PAGE_LANGUAGE_TAGS: Record<string, string>;
  PAGE_RTL_LANGUAGES: string[];
}>('../page-kit/page-language.js');

const oneText = (table: ServerText): Record<string, Table> =>
  Object.fromEntries(Object.entries(table).map(([code, text]) => [code, { text }]));

/** Every text the server writes itself, as key → text per language (one-text tables under the key "text"). */
const TABLES: Record<string, Record<string, Table>> = {
  'chat page': CHAT_PAGE,
  'sandbox games and lottery host page': SANDBOX_PAGES,
  'chat support reply': oneText(SUPPORT_REPLY),
  'verification SMS': oneText(VERIFICATION_SMS),
  'promotion picture button': oneText(ACTIVITY_JOIN),
};

/** Texts a language may write as English does: game terms kept in English by that market's vendors. */
const SAME_AS_ENGLISH = new Set(['Banker']);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe.each(Object.entries(TABLES))('the %s texts', (_name, table) => {
  const english = table[DEFAULT_LANGUAGE] as Table;

  it('exist in exactly the 24 languages', () => {
    expect(Object.keys(table).sort()).toEqual([...CANONICAL_LANGUAGES].sort());
  });

  it.each(CANONICAL_LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))(
    'in %s: every key, none empty, the same placeholders, none left in English',
    (code) => {
      const texts = table[code] as Table;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        const source = english[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source));
        if (!SAME_AS_ENGLISH.has(text)) expect(text, key).not.toBe(source);
      }
    },
  );

  it.each(CANONICAL_LANGUAGES.filter(hasGlossary))('in %s: the glossary’s core terms', (code) => {
    expect(missingTerms(code, english, table[code] as Table)).toEqual([]);
  });
});

describe('the server’s text language', () => {
  it('reads aliases as their language and an unknown code as English', () => {
    const values = { merchant: 'Lobby', code: '123456', minutes: 5 };
    expect(serverText(VERIFICATION_SMS, 'KR', values)).toBe(serverText(VERIFICATION_SMS, 'KO', values));
    expect(serverText(VERIFICATION_SMS, 'pt-br', values)).toBe(serverText(VERIFICATION_SMS, 'PT', values));
    expect(serverText(VERIFICATION_SMS, 'XX', values)).toBe(
      'Lobby: 123456 is your verification code. It expires in 5 minutes.',
    );
  });

  it('gives the plain pages the contract’s tag and direction for every language', () => {
    expect(Object.keys(PAGE_LANGUAGE_TAGS).sort()).toEqual([...CANONICAL_LANGUAGES].sort());
    for (const code of CANONICAL_LANGUAGES) {
      expect(PAGE_LANGUAGE_TAGS[code as CanonicalLanguage], code).toBe(languageTag(code));
      expect(PAGE_RTL_LANGUAGES.includes(code), code).toBe(isRtl(code));
    }
  });
});
