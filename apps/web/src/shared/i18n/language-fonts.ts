import type { CanonicalLanguage } from './language-tags.ts';

/**
 * The web fonts a language ships (fonts/<name>.css, decision 0067): scripts phones often lack or draw badly,
 * and Noto Sans for Latin and Cyrillic letters beyond Latin-1. Each stylesheet is its own chunk, fetched
 * only when its language is chosen; every face has a unicode-range, so a face downloads only when the page
 * shows a character of it that no earlier font in the stack has. English needs none.
 */
export const LANGUAGE_FONTS: Record<CanonicalLanguage, readonly string[]> = {
  EN: [],
  UR: ['noto-nastaliq-urdu'],
  AR: ['noto-sans-arabic'],
  FA: ['noto-sans-arabic'],
  CN: ['noto-sans-sc'],
  TW: ['noto-sans-tc'],
  JA: ['noto-sans-jp'],
  KO: ['noto-sans-kr'],
  TH: ['noto-sans-thai'],
  LO: ['noto-sans-lao'],
  MY: ['noto-sans-myanmar'],
  KM: ['noto-sans-khmer'],
  HI: ['noto-sans-devanagari'],
  NE: ['noto-sans-devanagari'],
  BN: ['noto-sans-bengali'],
  TA: ['noto-sans-tamil'],
  VI: ['noto-sans'],
  TR: ['noto-sans'],
  RU: ['noto-sans'],
  ES: ['noto-sans'],
  PT: ['noto-sans'],
  FR: ['noto-sans'],
  ID: ['noto-sans'],
  MS: ['noto-sans'],
};

const stylesheets = import.meta.glob('./fonts/*.css');

const load = (font: string): Promise<unknown> =>
  stylesheets[`./fonts/${font}.css`]?.() ?? Promise.reject(new Error(`no font stylesheet ${font}`));

/** Adds a language's @font-face rules to the page (the font files follow only when glyphs need them). */
export async function loadLanguageFonts(code: CanonicalLanguage): Promise<void> {
  await Promise.all(LANGUAGE_FONTS[code].map(load));
}

/** Every shipped font's rules: the language picker names each language in its own script. */
export async function loadAllFonts(): Promise<void> {
  await Promise.all(Object.values(stylesheets).map((stylesheet) => stylesheet()));
}
