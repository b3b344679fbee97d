import { existsSync, readFileSync } from 'node:fs';

/** The player app's glossary: which English texts use a core term, and each language's word for it. */
const GLOSSARY = new URL('../../../web/src/i18n/glossary/', import.meta.url);
const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));
const TERMS = Object.entries(readJson(new URL('terms.json', GLOSSARY)) as Record<string, string>)
  .filter(([term]) => term !== '$comment')
  .map(([term, pattern]) => [term, new RegExp(pattern, 'i')] as const);

function glossaryOf(code: string): Record<string, string[]> | undefined {
  const url = new URL(`${code.toLowerCase()}.json`, GLOSSARY);
  return existsSync(url) ? readJson(url) : undefined;
}

export const hasGlossary = (code: string): boolean => glossaryOf(code) !== undefined;

/**
 * The core terms that an English text uses and its translation lacks the language's glossary word for, as
 * "key: term" (texts compared case-insensitively, keyed alike in both tables).
 */
export function missingTerms(
  code: string,
  english: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  const glossary = glossaryOf(code) ?? {};
  const missing: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const text = (texts[key] ?? '').toLowerCase();
    for (const [term, pattern] of TERMS)
      if (pattern.test(source) && !glossary[term]?.some((word) => text.includes(word.toLowerCase())))
        missing.push(`${key}: ${term}`);
  }
  return missing;
}
