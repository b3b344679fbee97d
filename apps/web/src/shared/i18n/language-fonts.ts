import { afterFirstPaint } from '../first-paint.ts';
import { STORAGE_KEYS, writeStored } from '../storage.ts';
import { fontsFetchedBefore, holdBackFirstViewFonts } from './first-view-fonts.ts';
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

/** Adds a stylesheet once; resolves when it has loaded (or failed: its faces are then simply missing). */
function addStylesheet(href: string): Promise<void> {
  if (added.has(href)) return Promise.resolve();
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return loaded;
}

/**
 * Adds a language's @font-face rules to the page (the font files follow only when glyphs need them).
 *
 * On a first visit nothing waits for a face (`font-display: swap`), so a script's font (Urdu's is 157 KB) would
 * only take bandwidth from the files the first view needs, and swapping it in later would move every line the
 * new letters wrap differently (Lighthouse measured 0.5 of layout shift on Urdu's home). So a first view (the
 * page still loading when its language was set) draws with the phone's fonts; once the page has loaded, its first
 * paint is on screen (decision 0112) and it has gone idle, the faces it shows are fetched without being used
 * (`holdBackFirstViewFonts`), and they replace the phone's fonts at the player's next tap or key, when the page
 * changes anyway (a shift within 500 ms of input is not counted as one). A browser that fetched the language's
 * fonts before has them cached and uses them at once, as does a language chosen later (decision 0096).
 */
export function loadLanguageFonts(code: CanonicalLanguage, { firstView }: { firstView: boolean }): void {
  cancelFirstViewFetch();
  const hrefs = LANGUAGE_FONTS[code].map(stylesheetOf);
  // i18n held them back before the first render; marked again here, since the cancel above drops the mark.
  if (!firstView || !holdBackFirstViewFonts(code)) {
    for (const href of hrefs) void addStylesheet(href);
    return;
  }
  const attempt = { cancelled: false };
  firstViewFetch = attempt;
  afterFirstPaint(() => whenIdle(() => void fetchThenUseAtNextInput(code, hrefs, attempt)));
}

/**
 * A first view's font fetch not yet done. Another language set meanwhile drops it, so its pending mark never
 * keeps the new language's fonts out of the page.
 */
let firstViewFetch: { cancelled: boolean } | undefined;

function cancelFirstViewFetch(): void {
  if (!firstViewFetch) return;
  firstViewFetch.cancelled = true;
  firstViewFetch = undefined;
  delete document.documentElement.dataset.fonts;
}

async function fetchThenUseAtNextInput(
  code: CanonicalLanguage,
  hrefs: readonly string[],
  attempt: { cancelled: boolean },
): Promise<void> {
  if (attempt.cancelled) return;
  const root = document.documentElement;
  const known = new Set([...document.fonts].map((face) => face.family));
  await Promise.all(hrefs.map(addStylesheet));
  const families = new Set(
    [...document.fonts].map((face) => face.family).filter((family) => !known.has(family)),
  );
  // The page's characters pick the faces' subsets to fetch; textContent, unlike innerText, needs no layout.
  const text = document.body.textContent ?? '';
  await Promise.all(
    [...families].map((family) => document.fonts.load(`1em "${family}"`, text).catch(() => [])),
  );
  writeStored(STORAGE_KEYS.fontsFetched, [...fontsFetchedBefore(), code].join(','));
  if (attempt.cancelled) return;
  firstViewFetch = undefined;
  onNextInput(() => delete root.dataset.fonts);
}

/** Once the main thread has nothing to do (the first screen drawn); Safari lacks requestIdleCallback. */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/** At the player's next click or key, or when the page is hidden: changes nobody sees as a jump. */
function onNextInput(callback: () => void): void {
  const inputs = ['click', 'keydown'] as const;
  const run = () => {
    for (const type of inputs) window.removeEventListener(type, run, true);
    document.removeEventListener('visibilitychange', runIfHidden);
    callback();
  };
  const runIfHidden = () => {
    if (document.visibilityState === 'hidden') run();
  };
  for (const type of inputs) window.addEventListener(type, run, { capture: true, passive: true });
  document.addEventListener('visibilitychange', runIfHidden);
}

function stylesheetOf(font: string): string {
  const href = stylesheets[`./fonts/${font}.css`];
  if (href === undefined) throw new Error(`no font stylesheet ${font}`);
  return href;
}

/** Every shipped font's rules: the language picker names each language in its own script. */
export function loadAllFonts(): void {
  for (const href of Object.values(stylesheets)) void addStylesheet(href);
}
