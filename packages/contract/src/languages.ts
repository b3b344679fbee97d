/** Languages the product knows, with the country whose flag represents each (spec: language-to-country map). */
export const LANGUAGE_COUNTRY = {
  EN: 'US',
  UR: 'PK',
  CN: 'CN',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'BR',
  'PT-BR': 'BR',
  TA: 'IN',
  TW: 'TW',
  TR: 'TR',
  BN: 'BD',
  AR: 'SA',
  FA: 'IR',
  RU: 'RU',
  LO: 'LA',
  NE: 'NP',
  FR: 'FR',
} as const;

export type LanguageCode = keyof typeof LANGUAGE_COUNTRY;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_COUNTRY) as [LanguageCode, ...LanguageCode[]];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
/** The header switch offers only these two. */
export const HEADER_LANGUAGES: readonly LanguageCode[] = ['EN', 'UR'];
const RTL_LANGUAGES: readonly LanguageCode[] = ['UR', 'AR', 'FA'];

export const isRtl = (language: string): boolean => RTL_LANGUAGES.includes(language as LanguageCode);

/** The web sends the current language on every API request in this header. */
export const LANGUAGE_HEADER = 'x-language';

/** Codes the spec lists twice for one language: each reads the other's texts (KR: KO, PT-BR: PT). */
const LANGUAGE_ALIASES = { KR: 'KO', 'PT-BR': 'PT' } as const;
export type CanonicalLanguage = Exclude<LanguageCode, keyof typeof LANGUAGE_ALIASES>;
export const CANONICAL_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is CanonicalLanguage => !(code in LANGUAGE_ALIASES),
);

/**
 * The language whose texts a requested code reads: aliases resolve to their language, and anything the
 * product does not know (any case) reads English.
 */
export function textLanguage(code: string | undefined): CanonicalLanguage {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!(upper in LANGUAGE_COUNTRY)) return DEFAULT_LANGUAGE as CanonicalLanguage;
  const known = upper as LanguageCode;
  return known in LANGUAGE_ALIASES
    ? LANGUAGE_ALIASES[known as keyof typeof LANGUAGE_ALIASES]
    : (known as CanonicalLanguage);
}

/** The codes whose readers read the same texts as a reader of `code` (KR: KO and KR). */
export function codesReadingAs(code: string | undefined): LanguageCode[] {
  const reading = textLanguage(code);
  return LANGUAGE_CODES.filter((candidate) => textLanguage(candidate) === reading);
}

/** Product codes that are not BCP 47 language tags as they stand. */
const BCP47_EXCEPTIONS: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  KR: 'ko',
  PT: 'pt-BR',
  'PT-BR': 'pt-BR',
};

/** The BCP 47 tag of a language for <html lang> and Intl. */
export const languageTag = (code: LanguageCode): string => BCP47_EXCEPTIONS[code] ?? code.toLowerCase();
