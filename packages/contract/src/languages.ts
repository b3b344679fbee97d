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
