import { escapeXml } from '../../shared/escape-xml.ts';
import { type OutlineScript, outlineScriptOf, outlineStyle, outlinesDraw } from './outline-fonts.ts';
import { type Measure, n1, systemMeasure } from './text-fit.ts';
import { outlinePath, type ShapedLine, shapeLine } from './text-outlines.ts';

export interface LinesToDraw {
  lines: string[];
  x: number;
  /** The last line's baseline; earlier lines sit `lineHeight` × size above it. */
  lastBaseline: number;
  size: number;
  lineHeight?: number;
  /** Lines start at x (on the left, in either direction) or are centred on it. */
  anchor?: 'start' | 'middle';
  /** Font attributes (size, weight, spacing) for text drawn by the phone; outlines carry their own. */
  font?: string;
  /** Fill and opacity attributes, for both. */
  paint?: string;
}

/** How a banner's texts are measured and drawn. */
export interface Lettering {
  /**
   * Nastaliq's tall ascenders and deep descenders: its texts are drawn this much smaller, and the gaps between
   * lines this much larger (the app sets Urdu's line height 1.5 times, decision 0067).
   */
  size: number;
  leading: number;
  /** The width measure; `em` is the average glyph width of the phone's font at that weight. */
  measure(em: number): Measure;
  draw(text: LinesToDraw): string;
}

const baselines = ({ lines, lastBaseline, size, lineHeight = 1.12 }: LinesToDraw): number[] =>
  lines.map((_, index) => n1(lastBaseline - (lines.length - 1 - index) * size * lineHeight));

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * Text in the phone's system font. A right-to-left text is laid out as such, its visual left end on x, so
 * a name mixed in lands where a reader of the script expects it.
 */
function systemLettering(rtl: boolean): Lettering {
  return {
    size: 1,
    leading: 1,
    measure: systemMeasure,
    draw(text) {
      const { lines, x, anchor = 'start', font = '', paint = '' } = text;
      const align = anchor === 'middle' ? ' text-anchor="middle"' : rtl ? ' text-anchor="end"' : '';
      const direction = rtl ? ' direction="rtl"' : '';
      const ys = baselines(text);
      return lines
        .map(
          (line, index) =>
            `<text x="${x}" y="${ys[index]}"${align}${direction}${font}${paint}>${escapeXml(line)}</text>`,
        )
        .join('');
    },
  };
}

/** Left-to-right text in the phone's system font, as game tiles draw their names. */
export const systemText: Lettering = systemLettering(false);

/** Text as glyph outlines of the script's web font, one path per text. */
function outlineLettering(script: OutlineScript): Lettering {
  const style = outlineStyle(script);
  const shaped = new Map<string, ShapedLine>();
  const shape = (line: string): ShapedLine => {
    let result = shaped.get(line);
    if (!result) {
      result = shapeLine(line, style);
      shaped.set(line, result);
    }
    return result;
  };
  const nastaliq = script === 'nastaliq';
  return {
    size: nastaliq ? 0.85 : 1,
    leading: nastaliq ? 1.4 : 1,
    // Nothing joins or reorders across a space, so a line measures as its words: each shaped once, however
    // many ways fitting wraps them.
    measure: () => (line) => {
      const words = line.split(' ');
      return words.reduce((sum, word) => sum + shape(word).width, (words.length - 1) * shape(' ').width);
    },
    draw(text) {
      const ys = baselines(text);
      const lines = text.lines.map((line, index) => ({
        shaped: shape(line),
        x: text.x,
        baseline: ys[index] ?? 0,
      }));
      return `<path${text.paint ?? ''} d="${outlinePath(lines, text.size, text.anchor)}"/>`;
    },
  };
}

/** Outlines for a banner in a script phones lack or draw in the wrong style, else the phone's fonts. */
export function letteringFor(texts: string[], language?: string | null): Lettering {
  const all = texts.join(' ');
  const script = outlineScriptOf(all, language);
  if (script) return outlineLettering(script);
  return systemLettering(RTL_SCRIPT.test(all));
}

/**
 * Outlines of Noto Sans's Latin letters for texts that all of them draw, else null: a picture rasterised on
 * the server cannot count on the server having fonts (decision 0087).
 */
export function latinOutlinesFor(texts: string[]): Lettering | null {
  return texts.every((text) => outlinesDraw('latin', text)) ? outlineLettering('latin') : null;
}
