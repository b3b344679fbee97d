// Shared by the server's plain static pages: the tag and direction of each language they are written in.
// These pages have no build step, so this repeats the contract's languageTag and isRtl for the 24 text
// languages; page-language.test.ts keeps both equal. The server sends the text language (aliases resolved).

const TAGS = {
  EN: 'en',
  UR: 'ur',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  KO: 'ko',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  MS: 'ms',
  ID: 'id',
  KM: 'km',
  LO: 'lo',
  HI: 'hi',
  BN: 'bn',
  TA: 'ta',
  NE: 'ne',
  AR: 'ar',
  FA: 'fa',
  TR: 'tr',
  RU: 'ru',
  ES: 'es',
  PT: 'pt-BR',
  FR: 'fr',
};
const RTL = ['UR', 'AR', 'FA'];

/** A known language code as given (any case), else English. */
export const pageLanguage = (code) => {
  const upper = String(code || '').toUpperCase();
  return Object.hasOwn(TAGS, upper) ? upper : 'EN';
};

/** The BCP 47 tag of a page language, for Intl. */
export const pageLocale = (language) => TAGS[pageLanguage(language)];

/** Sets <html lang dir> to the language. */
export function setPageLanguage(language) {
  const known = pageLanguage(language);
  document.documentElement.lang = TAGS[known];
  document.documentElement.dir = RTL.includes(known) ? 'rtl' : 'ltr';
}

export const PAGE_LANGUAGE_TAGS = TAGS;
export const PAGE_RTL_LANGUAGES = RTL;
