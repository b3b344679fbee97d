/**
 * Texts by key from nested catalogues, as the lobby's catalogues are written (i18next's JSON v4 format, which
 * the catalogue tests and translators know): dotted keys, `{{name}}` placeholders, and plural forms as
 * `key_one`, `key_other` (the language's CLDR categories) with `key_zero` for a count of 0. A text missing in
 * the language comes from the fallback catalogue. Decision 0113: this in place of i18next, which was 15 KB of
 * every first load's 68 KB of script for the three of its features the lobby uses.
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export type TextOptions = Record<string, unknown> & { count?: unknown; defaultValue?: string };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The string at a dotted key, or undefined. */
function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys to try in a language, most specific first: the zero form, the count's plural form, the key itself. */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralOf(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** Fills `{{name}}` placeholders from the options; an option not given leaves nothing. */
export function interpolate(text: string, options: TextOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name.trim()];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The text at `key` in `language`'s catalogue, else in the fallback language's; undefined when neither has it.
 * Each catalogue is asked with its own language's plural rules.
 */
export function findText(
  catalogues: ReadonlyMap<string, Catalogue>,
  languages: readonly string[],
  key: string,
  count: unknown,
): string | undefined {
  for (const language of languages) {
    const catalogue = catalogues.get(language);
    if (!catalogue) continue;
    for (const candidate of candidates(key, language, count)) {
      const text = lookUp(catalogue, candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/** Adds the texts of `extra` that `into` lacks, deeply; texts already there stay. */
export function mergeCatalogue(into: Catalogue, extra: Catalogue): void {
  for (const [key, value] of Object.entries(extra)) {
    const current = into[key];
    if (current === undefined) into[key] = structuredClone(value);
    else if (typeof current !== 'string' && typeof value !== 'string') mergeCatalogue(current, value);
  }
}
