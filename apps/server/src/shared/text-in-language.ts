import { type CanonicalLanguage, textLanguage } from '@lobby/contract';

/** A row's texts in the languages it is written in besides its own, by canonical code (decision 0076). */
export type TextsByLanguage<T> = Partial<Record<CanonicalLanguage, T>>;

export interface TextInLanguage<T> {
  text: T;
  /** The language of `text` when it is one of the row's other-language texts; undefined: the row's own. */
  language?: CanonicalLanguage;
}

/**
 * What a reader of `language` sees of a row: its text in the language the code reads (KR: KO) where written,
 * else (or with no language asked) its own text.
 */
export function textInLanguage<T>(
  texts: TextsByLanguage<T> | null | undefined,
  language: string | undefined,
  own: T,
): TextInLanguage<T> {
  if (language === undefined) return { text: own };
  const reading = textLanguage(language);
  const text = texts?.[reading];
  return text ? { text, language: reading } : { text: own };
}
