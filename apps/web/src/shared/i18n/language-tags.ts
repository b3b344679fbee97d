import { type CanonicalLanguage, type LanguageCode, languageTag, textLanguage } from '@lobby/contract';

export type { CanonicalLanguage };
export { languageTag };

/** The code whose catalogue, glossary and fonts a language uses (KR: KO, PT-BR: PT). */
export const canonicalLanguage = (code: LanguageCode): CanonicalLanguage => textLanguage(code);

/** The catalogue file of a language, without `.json`. */
export const catalogueName = (code: LanguageCode): string => canonicalLanguage(code).toLowerCase();

/**
 * Each language's name in that language (endonym), as language pickers conventionally show it. A table, not
 * `Intl.DisplayNames`: building one loads that locale's whole table of language names, which took 30-150 ms
 * of the header's first render in Chromium for Urdu (decision 0086), and Chromium's reduced ICU data has no
 * endonym for Burmese, Khmer, Lao or Nepali.
 */
const ENDONYMS: Record<LanguageCode, string> = {
  EN: 'English',
  UR: 'اردو',
  CN: '中文（中国）',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Indonesia',
  KM: 'ខ្មែរ',
  KO: '한국어',
  KR: '한국어',
  MS: 'Melayu',
  PT: 'Português (Brasil)',
  'PT-BR': 'Português (Brasil)',
  TA: 'தமிழ்',
  TW: '中文（台灣）',
  TR: 'Türkçe',
  BN: 'বাংলা',
  AR: 'العربية',
  FA: 'فارسی',
  RU: 'Русский',
  LO: 'ລາວ',
  NE: 'नेपाली',
  FR: 'Français',
};

export const languageName = (code: LanguageCode): string => ENDONYMS[code];

/** The `lang` of a merchant's text written in `code` (it may be the merchant's default, not the player's language). */
export const contentLang = (code: string | undefined): string | undefined =>
  code ? languageTag(textLanguage(code)) : undefined;
