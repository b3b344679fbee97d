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

/**
 * Sets <html lang dir> to the language and links its web fonts: the player app's own @font-face rules for
 * the language's script (/page-fonts/<CODE>.css, decision 0073), whose files download only for characters
 * the page shows. English draws with the phone's fonts and fetches nothing.
 */
export function setPageLanguage(language) {
  const known = pageLanguage(language);
  document.documentElement.lang = TAGS[known];
  document.documentElement.dir = RTL.includes(known) ? 'rtl' : 'ltr';
  const href = `/page-fonts/${known}.css`;
  if (known === 'EN' || document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

export const PAGE_LANGUAGE_TAGS = TAGS;
export const PAGE_RTL_LANGUAGES = RTL;
