import { type CanonicalLanguage, type LanguageCode, languageTag, textLanguage } from '@lobby/contract';

export type { CanonicalLanguage };
export { languageTag };

/** The code whose catalogue, glossary and fonts a language uses (KR: KO, PT-BR: PT). */
export const canonicalLanguage = (code: LanguageCode): CanonicalLanguage => textLanguage(code);

/** The catalogue file of a language, without `.json`. */
export const catalogueName = (code: LanguageCode): string => canonicalLanguage(code).toLowerCase();

/** A language's name in that language (endonym), as language pickers conventionally show it. */
export function languageName(code: LanguageCode): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}

/** The `lang` of a merchant's text written in `code` (it may be the merchant's default, not the player's language). */
export const contentLang = (code: string | undefined): string | undefined =>
  code ? languageTag(textLanguage(code)) : undefined;
