import { type CanonicalLanguage, textLanguage } from '@lobby/contract';

/** One text the server writes itself (not a code the web translates), in each of the 24 languages. */
export type ServerText = Record<CanonicalLanguage, string>;

export type TextValues = Record<string, string | number>;

/** Fills {name} placeholders; a value not given leaves an empty string. */
export const fillPlaceholders = (text: string, values: TextValues): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The text in a requested language (an alias reads its language, an unknown code English), filled. */
export const serverText = (text: ServerText, language: string, values: TextValues = {}): string =>
  fillPlaceholders(text[textLanguage(language)], values);
