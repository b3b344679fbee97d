import { DEFAULT_LANGUAGE, isRtl, LANGUAGE_CODES, type LanguageCode } from '@lobby/contract';
import { useSyncExternalStore } from 'react';
import en from '../../i18n/locales/en.json';
import type enScreens from '../../i18n/locales/en-screens.json';
import { rememberLanguageForServer } from '../hint-cookies.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../storage.ts';
import { holdBackFirstViewFonts } from './first-view-fonts.ts';
import { canonicalLanguage, catalogueName, languageTag } from './language-tags.ts';
import { type Catalogue, findText, interpolate, mergeCatalogue, type TextOptions } from './translate.ts';

type Catalog = typeof en & typeof enScreens;

/** Every key of the catalogues: dotted paths, plural forms by their base key (`footer.unread` for `_one`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;
export type TextKey = Leaves<Catalog> | PluralBase<Leaves<Catalog>>;

/** What the app translates with: a catalogue key, or a key made at run time that brings its own default text. */
export interface TFunction {
  (key: TextKey, options?: TextOptions): string;
  (key: string, options: TextOptions & { defaultValue: string }): string;
}

const FALLBACK = 'en';

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
  englishScreenTexts ??= loadScreenTexts().then(({ default: texts }) => addTexts(FALLBACK, texts));
  return englishScreenTexts;
}

/** Resolves once every screen's texts in the current language are loaded (screen chunks wait for it). */
export function screenTextsReady(): Promise<void> {
  return active === 'EN' ? loadEnglishScreenTexts() : Promise.resolve();
}

/** Each language's texts by language tag; English, the fallback, from the start. */
const catalogues = new Map<string, Catalogue>();
let active: LanguageCode = DEFAULT_LANGUAGE;
/** The language tag whose texts are shown. */
let shownTag = FALLBACK;
/** Set once the first language is in place. */
let started = false;
/** Set when a text was asked for and not found, until texts arrive. */
let textMissed = false;
const listeners = new Set<() => void>();

/** A text in the shown language, else in English, else the call's default text, else the key itself. */
function translate(key: string, options?: TextOptions): string {
  const languages = shownTag === FALLBACK ? [FALLBACK] : [shownTag, FALLBACK];
  const found = findText(catalogues, languages, key, options?.count);
  if (found === undefined) textMissed = true;
  return interpolate(found ?? options?.defaultValue ?? key, options);
}

/** The translator outside components (a toast, a form's check), and the shown language's tag. */
export const i18n = {
  t: translate as TFunction,
  get language(): string {
    return shownTag;
  },
  get isInitialized(): boolean {
    return started;
  },
};

/**
 * Adds texts to a language's catalogue. Texts arriving (the screens' English ones) re-render what is on show only
 * if something on show asked for a text it did not find: the shell's and home's texts ship in the bundle, and
 * the screens wait for theirs, so a first view is not drawn twice for them (decision 0102).
 */
export function addTexts(tag: string, texts: Catalogue): void {
  const catalogue = catalogues.get(tag);
  if (catalogue) mergeCatalogue(catalogue, texts);
  else catalogues.set(tag, structuredClone(texts));
  if (!textMissed) return;
  textMissed = false;
  textsChanged();
}

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
  if (catalogues.has(tag)) return;
  const load = catalogLoaders[`../../i18n/locales/${catalogueName(code)}.json`];
  if (load) addTexts(tag, (await load()).default as Catalogue);
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
  shownTag = languageTag(code);
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
  // A copy: merging the screens' texts in later must not change the imported catalogue.
  catalogues.set(FALLBACK, structuredClone(en));
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
  t: TFunction;
  i18n: typeof i18n;
}

type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * What a call asks for, as one string, when its key and options are plain values (the lobby's calls); undefined
 * for anything else (a function, an object or an array among the options), which is translated afresh each time.
 */
function callId(key: string, options: TextOptions | undefined): string | undefined {
  if (options === undefined) return key;
  let id = key;
  for (const name in options) {
    const value = options[name];
    if (!isPrimitive(value)) return undefined;
    id += `\u0001${name}\u0002${typeof value}:${String(value)}`;
  }
  return id;
}

/**
 * `i18n.t`, remembering each answer until the language or the texts change (a new Translation then). A list
 * of games asks for the same few texts on every card (decision 0107).
 */
function rememberingT(): TFunction {
  const answers = new Map<string, string>();
  // Passes each call's arguments on unchanged: they were checked against TFunction at the call.
  const lookUp = i18n.t as (key: string, options?: TextOptions) => string;
  return ((key: string, options?: TextOptions) => {
    const id = callId(key, options);
    if (id === undefined) return lookUp(key, options);
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = lookUp(key, options);
    answers.set(id, answer);
    return answer;
  }) as TFunction;
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
