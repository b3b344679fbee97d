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

/**
 * Each font's stylesheet as a built file of its own (`?url`), added as a <link> when its language is chosen:
 * imported as CSS it would join the app's one render-blocking stylesheet (`cssCodeSplit: false`), which
 * every first load waits for (decision 0074). A <link> keeps the CSP's `style-src 'self'`. Nothing waits
 * for it: the faces swap in when they arrive (`font-display: swap`), as the font files themselves do.
 */
const stylesheets = import.meta.glob<string>('./fonts/*.css', {
  query: '?url',
  import: 'default',
  eager: true,
});

const added = new Set<string>();

function addStylesheet(href: string): void {
  if (added.has(href)) return;
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** Adds a language's @font-face rules to the page (the font files follow only when glyphs need them). */
export function loadLanguageFonts(code: CanonicalLanguage): void {
  for (const font of LANGUAGE_FONTS[code]) {
    const href = stylesheets[`./fonts/${font}.css`];
    if (href === undefined) throw new Error(`no font stylesheet ${font}`);
    addStylesheet(href);
  }
}

/** Every shipped font's rules: the language picker names each language in its own script. */
export function loadAllFonts(): void {
  for (const href of Object.values(stylesheets)) addStylesheet(href);
}
