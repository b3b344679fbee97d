import type { LanguageCode } from '@lobby/contract';

/** Product codes that are not BCP 47 language tags as they stand. */
const BCP47_EXCEPTIONS: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  KR: 'ko',
  PT: 'pt-BR',
  'PT-BR': 'pt-BR',
};

/** Codes the spec lists twice for one language: each reads the other's catalogue and is offered once. */
const ALIASES = { KR: 'KO', 'PT-BR': 'PT' } as const;
export type CanonicalLanguage = Exclude<LanguageCode, keyof typeof ALIASES>;

const isAlias = (code: LanguageCode): code is keyof typeof ALIASES => code in ALIASES;

/** The code whose catalogue, glossary and fonts a language uses (KR: KO, PT-BR: PT). */
export const canonicalLanguage = (code: LanguageCode): CanonicalLanguage =>
  isAlias(code) ? ALIASES[code] : code;

/** The catalogue file of a language, without `.json`. */
export const catalogueName = (code: LanguageCode): string => canonicalLanguage(code).toLowerCase();

/** The tag for <html lang> and Intl; i18next uses the same tag. */
export const languageTag = (code: LanguageCode): string => BCP47_EXCEPTIONS[code] ?? code.toLowerCase();

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
