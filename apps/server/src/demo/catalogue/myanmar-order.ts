/*
 * Burmese in the order its glyphs are drawn. fontkit has no Myanmar shaper (HarfBuzz has), so the vowel
 * sign E (U+1031) and the medial RA (U+103C), typed after their consonant but drawn before it, are moved in
 * front of it here, and a kinzi (U+1004 U+103A U+1039), typed before its consonant but drawn above it, behind
 * it; the font's own lookups do the rest (decision 0077).
 */

const BASE = /[\u1000-\u102A\u103F\u104E]/u;
const VIRAMA = '\u1039';
const KINZI = '\u1004\u103A\u1039';
const PRE_BASE = ['\u1031', '\u103C'];

/** Starts a syllable: a consonant or independent vowel not stacked under the one before (after a virama). */
const startsSyllable = (chars: string[], index: number): boolean =>
  BASE.test(chars[index] ?? '') && chars[index - 1] !== VIRAMA;

export function myanmarVisualOrder(text: string): string {
  const chars = [...text];
  let out = '';
  let index = 0;
  while (index < chars.length) {
    const kinzi = chars.slice(index, index + 3).join('') === KINZI && BASE.test(chars[index + 3] ?? '');
    if (kinzi) index += 3;
    const syllable = [chars[index] ?? ''];
    index++;
    while (
      index < chars.length &&
      !startsSyllable(chars, index) &&
      chars.slice(index, index + 3).join('') !== KINZI
    ) {
      syllable.push(chars[index] ?? '');
      index++;
    }
    if (!BASE.test(syllable[0] ?? '')) {
      out += syllable.join('');
      continue;
    }
    const pre = PRE_BASE.flatMap((sign) => syllable.filter((char) => char === sign));
    const [base, ...rest] = syllable.filter((char) => !PRE_BASE.includes(char));
    out += `${pre.join('')}${base}${kinzi ? KINZI : ''}${rest.join('')}`;
  }
  return out;
}
