/*
 * Fitting text into a box by its drawn width: wrapping on at most two lines, the largest font that fits,
 * an ellipsis when nothing does. The width comes from a Measure: an estimate for the phone's system font,
 * or the real advance widths of shaped outlines (decision 0077).
 */

/** Rounds to one decimal for compact SVG numbers. */
export const n1 = (value: number): number => Math.round(value * 10) / 10;

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const MARK = /\p{M}/u;

/**
 * A text's width in Latin characters: a Chinese, Japanese or Korean character draws about as wide as 1.65 of
 * them, a combining mark (Thai, Burmese, Devanagari vowel signs) adds none. Banners draw every language.
 */
export function widthOf(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 1.65 : MARK.test(char) ? 0 : 1;
  return width;
}

/** A text's drawn width in em at font size 1. */
export type Measure = (text: string) => number;

/** Width in em of text in the phone's bold system font, whose glyphs average `em`. */
export const systemMeasure =
  (em: number): Measure =>
  (text) =>
    em * widthOf(text);

/** Greedy word wrap at `limit` em per line. */
function wrapAt(words: string[], limit: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if (measure(`${line} ${word}`) <= limit) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The line cut (between whole characters) with an ellipsis so that it is at most `limit` em wide. */
function cutToFit(line: string, limit: number, measure: Measure): string {
  if (measure(line) <= limit) return line;
  let cut = '';
  for (const { segment } of graphemes.segment(line)) {
    if (measure(`${cut}${segment}…`) > limit) break;
    cut += segment;
  }
  return `${cut.trimEnd()}…`;
}

/**
 * Lays a name out on at most two lines with the largest font that fits `width`, preferring one line on a tie;
 * a name too long even then is cut with an ellipsis. `unit` is the em width of an average character, the
 * step between the wrap widths tried.
 */
export function fitLines(
  name: string,
  width: number,
  maxFont: number,
  minFont: number,
  measure: Measure,
  unit: number,
): { lines: string[]; font: number } {
  const words = name.trim().split(/\s+/);
  const widest = (lines: string[]): number => Math.max(unit, ...lines.map(measure));
  let best: { lines: string[]; font: number; score: number } | null = null;
  for (let max = 6; max <= 48; max++) {
    const lines = wrapAt(words, max * unit, measure);
    if (lines.length > 2 || width / widest(lines) < minFont) continue;
    const font = Math.floor(clamp(width / widest(lines), minFont, maxFont));
    // Two lines must buy a clearly larger font than one.
    const score = lines.length === 2 ? font * 0.86 : font;
    if (!best || score > best.score) best = { lines, font, score };
  }
  if (best) return { lines: best.lines, font: best.font };
  const room = width / minFont;
  const lines = wrapAt(words, Math.floor(room / unit) * unit, measure);
  const cut = (line: string): string => cutToFit(line, room, measure);
  return {
    lines: [cut(lines[0] ?? ''), ...(lines.length > 1 ? [cut(lines.slice(1).join(' '))] : [])],
    font: minFont,
  };
}

/** fitLines for the phone's bold system font (bold system-ui averages ~0.6 em per glyph). */
export const fitName = (
  name: string,
  width: number,
  maxFont: number,
  minFont: number,
  em = 0.62,
): { lines: string[]; font: number } => fitLines(name, width, maxFont, minFont, systemMeasure(em), em);
