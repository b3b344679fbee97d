import { DEFAULT_LANGUAGE, isRtl, LANGUAGE_CODES, type LanguageCode } from '@lobby/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import en from '../../i18n/locales/en.json';
import type enScreens from '../../i18n/locales/en-screens.json';
import { rememberLanguageForServer } from '../hint-cookies.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../storage.ts';
import { holdBackFirstViewFonts } from './first-view-fonts.ts';
import { canonicalLanguage, catalogueName, languageTag } from './language-tags.ts';

type Catalog = typeof en & typeof enScreens;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalog };
  }
}

/**
 * English texts of the shell and home ship in the bundle; those of the other screens (en-screens.json)
 * are fetched with the first screen or dialog that needs them, keeping them out of /m/home's budget. Every other
 * language's catalog is fetched whole when the language is chosen; it has every key of both English files
 * (i18n/catalogues.test.ts), so a page in another language never needs the English screens' texts.
 */
const catalogLoaders = import.meta.glob<{ default: Partial<Catalog> }>([
  '../../i18n/locales/*.json',
  '!**/en.json',
  '!**/en-screens.json',
]);
let englishScreenTexts: Promise<void> | undefined;

const loadScreenTexts = () => import('../../i18n/locales/en-screens.json');

/** Starts downloading the screens' English texts at once, before i18n is set up (screenTextsReady adds them). */
export function preloadScreenTexts(language: LanguageCode): void {
  if (language === 'EN') loadScreenTexts().catch(() => undefined);
}

function loadEnglishScreenTexts(): Promise<void> {
  englishScreenTexts ??= loadScreenTexts().then(({ default: texts }) => {
    i18n.addResourceBundle('en', 'translation', texts, true, false);
  });
  return englishScreenTexts;
}

/** Resolves once every screen's texts in the current language are loaded (screen chunks wait for it). */
export function screenTextsReady(): Promise<void> {
  return active === 'EN' ? loadEnglishScreenTexts() : Promise.resolve();
}

export const i18n: I18n = i18next.createInstance();
let active: LanguageCode = DEFAULT_LANGUAGE;
/** Set once the first language is in place. */
let started = false;
/** Set when a text was asked for and not found, until texts arrive. */
let textMissed = false;
const listeners = new Set<() => void>();

const isLanguageCode = (value: string | null): value is LanguageCode =>
  value !== null && (LANGUAGE_CODES as readonly string[]).includes(value);

/** The player's explicit choice, if any. */
export function storedLanguage(): LanguageCode | undefined {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : undefined;
}

export const currentLanguage = (): LanguageCode => active;

/** A language's web fonts; the list is a chunk of its own, as English (the first load) needs none. */
function loadFonts(code: LanguageCode): void {
  if (code === 'EN') return;
  const firstView = document.readyState !== 'complete';
  // Before the fonts' own file arrives: the first render must already find them held back (decision 0111).
  if (firstView) holdBackFirstViewFonts(canonicalLanguage(code));
  void import('./language-fonts.ts').then(({ loadLanguageFonts }) =>
    loadLanguageFonts(canonicalLanguage(code), { firstView }),
  );
}

async function loadCatalog(code: LanguageCode): Promise<void> {
  const tag = languageTag(code);
  if (i18n.hasResourceBundle(tag, 'translation')) return;
  const load = catalogLoaders[`../../i18n/locales/${catalogueName(code)}.json`];
  if (load) i18n.addResourceBundle(tag, 'translation', (await load()).default);
}

/**
 * Switches the UI language: loads its catalog (languages without one fall back to English) and its fonts, sets
 * <html lang dir>, and remembers the attributes so the next load lays out right before first paint.
 * `persist` records an explicit player choice; a merchant default is applied without it.
 */
export async function setLanguage(code: LanguageCode, { persist = false } = {}): Promise<void> {
  loadFonts(code);
  // Back to English after starting in another language: the screens on show need their English texts.
  await Promise.all([loadCatalog(code), started && code === 'EN' ? loadEnglishScreenTexts() : undefined]);
  active = code;
  await i18n.changeLanguage(languageTag(code));
  const attributes = { lang: languageTag(code), dir: isRtl(code) ? 'rtl' : 'ltr' };
  document.documentElement.lang = attributes.lang;
  document.documentElement.dir = attributes.dir;
  writeStored(STORAGE_KEYS.documentAttributes, JSON.stringify(attributes));
  if (persist) writeStored(STORAGE_KEYS.language, code);
  // Also a choice made before the cookie existed, so the server learns it on the next visit.
  if (persist || storedLanguage() === code) rememberLanguageForServer(code);
  textsChanged();
}

export async function initI18n(code: LanguageCode): Promise<void> {
  await i18n.init({
    // A copy: merging the screens' texts in later must not change the imported catalog.
    resources: { en: { translation: structuredClone(en) } },
    lng: 'en',
    fallbackLng: 'en',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key, defaultValue) => {
      textMissed = true;
      return defaultValue ?? key;
    },
  });
  // Texts arriving (the screens' English ones) re-render what is on show only if something on show asked
  // for a text it did not find: the shell's and home's texts ship in the bundle, and the screens wait for
  // theirs, so a first view is not drawn twice for them (decision 0102).
  i18n.store.on('added', () => {
    if (!textMissed) return;
    textMissed = false;
    textsChanged();
  });
  await setLanguage(code);
  started = true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLanguage = (): LanguageCode => useSyncExternalStore(subscribe, currentLanguage);

/** What a component translates with; `t` is a new function whenever the language or the texts change. */
export interface Translation {
  t: I18n['t'];
  i18n: I18n;
}

type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * What a call asks for, as one string, when its key and options are plain values (the lobby's calls); undefined
 * for anything else (a function, an object or an array among the options), which is translated afresh each time.
 */
function callId(key: unknown, options: unknown, more: number): string | undefined {
  if (more > 0 || typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (!isPrimitive(value)) return undefined;
    id += `\u0001${name}\u0002${typeof value}:${String(value)}`;
  }
  return id;
}

/**
 * i18next's `t`, remembering each answer until the language or the texts change (a new Translation then).
 * A list of games asks for the same few texts on every card, and each call walks i18next's key parsing,
 * lookup and interpolation: more script time on an Urdu game list than any of the app's components (0107).
 */
function rememberingT(): I18n['t'] {
  const answers = new Map<string, unknown>();
  // i18next's `t` is a branded, overloaded type; this wrapper passes its arguments through unchanged.
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = callId(key, options, rest.length);
    if (id === undefined) return translate(key, options, ...rest);
    if (answers.has(id)) return answers.get(id);
    const answer = translate(key, options);
    answers.set(id, answer);
    return answer;
  }) as unknown as I18n['t'];
}

let translation: Translation = { t: rememberingT(), i18n };

function textsChanged(): void {
  translation = { t: rememberingT(), i18n };
  for (const listener of listeners) listener();
}

/**
 * The texts of the current language. One store for the whole app instead of react-i18next's hook, which cost
 * each of the lobby's translated components about ten hooks, its own event subscriptions and a copy of the
 * i18next instance (decision 0093).
 */
export const useTranslation = (): Translation => useSyncExternalStore(subscribe, currentTranslation);

function currentTranslation(): Translation {
  return translation;
}
