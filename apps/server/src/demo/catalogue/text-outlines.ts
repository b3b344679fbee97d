import type { Font, Glyph } from 'fontkit';

/*
 * Text drawn as glyph outlines: shaped with fontkit (OpenType substitution and positioning, so Burmese and
 * Khmer reorder and stack, Nastaliq joins and cascades) and written as one compact SVG path, so an <img>
 * shows it without the phone having the font (decision 0077).
 */

interface PlacedGlyph {
  glyph: Glyph;
  /** Pen position and offsets in em. */
  x: number;
  y: number;
  /** 1 / units per em of the glyph's font. */
  scale: number;
}

/** How a script's texts are shaped. */
export interface OutlineStyle {
  /** The script's font first, then fonts for the characters it lacks. */
  fonts: readonly Font[];
  rtl: boolean;
  /** Features the script needs that fontkit's default shaper leaves off. */
  features?: string[];
  /** Puts characters in drawing order where fontkit does not. */
  reorder?: (text: string) => string;
}

export interface ShapedLine {
  /** Advance width in em. */
  width: number;
  glyphs: PlacedGlyph[];
}

interface Run {
  text: string;
  rtl: boolean;
}

const DIGIT = '0-9\\u0660-\\u0669\\u06F0-\\u06F9';
/**
 * Left-to-right islands of a right-to-left line: Latin words (with the spaces and marks between them) and
 * numbers (5,000; a percent sign after one stays right-to-left, as after Arabic letters digits are Arabic
 * numbers). A simplification of the bidi algorithm that is enough for one right-to-left script
 * with names and numbers mixed in; no explicit embeddings.
 */
const LTR_ISLAND = new RegExp(
  `\\p{Script=Latin}(?:[\\p{Script=Latin}\\p{M} .'&-]*\\p{Script=Latin})?|[${DIGIT}](?:[${DIGIT}.,:/]*[${DIGIT}])?`,
  'gu',
);

/** A line's runs in visual order, left to right. */
function visualRuns(text: string, rtl: boolean): Run[] {
  if (!rtl) return [{ text, rtl: false }];
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(LTR_ISLAND)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), rtl: true });
    runs.push({ text: match[0], rtl: false });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), rtl: true });
  return runs.reverse();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const FORMAT = /\p{Cf}/u;

const covers = (font: Font, cluster: string): boolean =>
  [...cluster].every((char) => FORMAT.test(char) || font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

/** Splits a run by the first font that draws each cluster, keeping the current font while it can. */
function fontRuns(text: string, fonts: readonly Font[]): { text: string; font: Font }[] {
  const runs: { text: string; font: Font }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = runs.at(-1);
    if (last && covers(last.font, segment)) last.text += segment;
    else
      runs.push({ text: segment, font: fonts.find((font) => covers(font, segment)) ?? (fonts[0] as Font) });
  }
  return runs;
}

/** Shapes one line: runs in visual order, each laid out by its font, the glyphs placed left to right. */
export function shapeLine(text: string, style: OutlineStyle): ShapedLine {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of visualRuns(style.reorder ? style.reorder(text) : text, style.rtl)) {
    const pieces = fontRuns(run.text, style.fonts);
    for (const { text: piece, font } of run.rtl ? pieces.reverse() : pieces) {
      const scale = 1 / font.unitsPerEm;
      const laid = font.layout(piece, style.features ?? [], undefined, undefined, run.rtl ? 'rtl' : 'ltr');
      laid.glyphs.forEach((glyph, index) => {
        const position = laid.positions[index];
        if (!position) return;
        glyphs.push({ glyph, x: pen + position.xOffset * scale, y: position.yOffset * scale, scale });
        pen += position.xAdvance * scale;
      });
    }
  }
  return { width: pen, glyphs };
}

/** Writes path data with relative commands on a 0.1 grid: a tenth of a pixel is finer than any screen shows. */
class PathWriter {
  private out = '';
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  private number(value: number, first: boolean): string {
    const text = String(value / 10).replace(/^(-?)0\./, '$1.');
    return first || text.startsWith('-') ? text : ` ${text}`;
  }

  command(letter: string, points: number[]): void {
    let text = letter;
    for (let i = 0; i < points.length; i += 2) {
      const x = Math.round((points[i] ?? 0) * 10);
      const y = Math.round((points[i + 1] ?? 0) * 10);
      text += this.number(x - this.x, i === 0) + this.number(y - this.y, false);
      if (i + 2 >= points.length) {
        this.x = x;
        this.y = y;
      }
    }
    // Control points are relative to the segment's start: only the end point moves the pen, above.
    if (letter === 'm') {
      this.startX = this.x;
      this.startY = this.y;
    }
    this.out += text;
  }

  close(): void {
    this.out += 'z';
    this.x = this.startX;
    this.y = this.startY;
  }

  toString(): string {
    return this.out;
  }
}

const LETTERS: Record<string, string> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
};

/**
 * The path data of shaped lines at `size` px, each starting at x (or centred on it) on its baseline.
 */
export function outlinePath(
  lines: { shaped: ShapedLine; x: number; baseline: number }[],
  size: number,
  anchor: 'start' | 'middle' = 'start',
): string {
  const writer = new PathWriter();
  for (const { shaped, x, baseline } of lines) {
    const left = anchor === 'middle' ? x - (shaped.width * size) / 2 : x;
    for (const placed of shaped.glyphs) {
      const k = placed.scale * size;
      const originX = left + placed.x * size;
      const originY = baseline - placed.y * size;
      for (const { command, args } of placed.glyph.path.commands) {
        if (command === 'closePath') {
          writer.close();
          continue;
        }
        const letter = LETTERS[command];
        if (!letter) continue;
        const points = args.map((value, i) => (i % 2 === 0 ? originX + value * k : originY - value * k));
        writer.command(letter, points);
      }
    }
  }
  return writer.toString();
}
