import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { myanmarVisualOrder } from './myanmar-order.ts';
import type { OutlineStyle } from './text-outlines.ts';

/**
 * The fonts banner texts are drawn with as outlines (decision 0077): the scripts a phone often lacks or
 * draws in the wrong style. Each is the bold face the web app ships (decision 0067), read from its
 * Fontsource package (a dependency of the server), followed by the same package's Latin faces for the
 * digits and names (VIP, AE Sexy) the texts mix in.
 */
export type OutlineScript = 'myanmar' | 'khmer' | 'lao' | 'nastaliq' | 'latin';

const PACKAGES: Record<
  OutlineScript,
  { name: string; subset: string } & Pick<OutlineStyle, 'features' | 'reorder'>
> = {
  myanmar: {
    name: 'noto-sans-myanmar',
    subset: 'myanmar',
    features: ['blwf', 'abvs', 'blws'],
    reorder: myanmarVisualOrder,
  },
  khmer: { name: 'noto-sans-khmer', subset: 'khmer' },
  lao: { name: 'noto-sans-lao', subset: 'lao' },
  nastaliq: { name: 'noto-nastaliq-urdu', subset: 'arabic' },
  // Noto Sans's Latin letters, as the Lao package ships them: game art drawn for raster pictures (decision 0087).
  latin: { name: 'noto-sans-lao', subset: 'latin' },
};

const BY_SCRIPT: [RegExp, OutlineScript][] = [
  [/\p{Script=Myanmar}/u, 'myanmar'],
  [/\p{Script=Khmer}/u, 'khmer'],
  [/\p{Script=Lao}/u, 'lao'],
];

/**
 * The outline fonts a text needs, or null to leave it to the phone's fonts. Urdu is told from Arabic and
 * Persian (the phone's Naskh is right for those) only by its language.
 */
export function outlineScriptOf(text: string, language?: string | null): OutlineScript | null {
  if (language === 'UR' && /\p{Script=Arabic}/u.test(text)) return 'nastaliq';
  return BY_SCRIPT.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const require = createRequire(import.meta.url);
const loaded = new Map<OutlineScript, OutlineStyle>();

type Sequence = ArrayLike<unknown>;

interface LayoutProcessor {
  match(index: number, sequence: Sequence, test: unknown, matched?: unknown): unknown;
  applyAnchor?(mark: { markAnchor: unknown }, base: unknown, baseIndex: number): void;
}

/**
 * Two fontkit 2.0.4 bugs, mended on the font's own layout processors (built once per font), as their open
 * upstream fixes do:
 * - a chaining rule's backtrack is matched in the wrong order (OpenType stores it nearest glyph first), so
 *   a rule with two glyphs of backtrack never fires: Burmese's spacing u under a medial ra (foliojs/fontkit#372);
 * - an empty mark anchor, which OpenType allows and the Noto fonts have, throws; such an attachment is
 *   skipped, as HarfBuzz does (foliojs/fontkit#367, #374).
 */
function mendLayout(font: Font): Font {
  const engine = (
    font as unknown as {
      _layoutEngine: { engine?: { GSUBProcessor?: LayoutProcessor; GPOSProcessor?: LayoutProcessor } };
    }
  )._layoutEngine.engine;
  for (const processor of [engine?.GSUBProcessor, engine?.GPOSProcessor]) {
    if (!processor) continue;
    const match = processor.match.bind(processor);
    processor.match = (index, sequence, test, matched) =>
      match(index, index < 0 ? Array.from(sequence).reverse() : sequence, test, matched);
    const applyAnchor = processor.applyAnchor?.bind(processor);
    if (applyAnchor)
      processor.applyAnchor = (mark, base, baseIndex) => {
        if (base && mark.markAnchor) applyAnchor(mark, base, baseIndex);
      };
  }
  return font;
}

const open = (name: string, subset: string): Font =>
  mendLayout(
    create(
      readFileSync(require.resolve(`@fontsource/${name}/files/${name}-${subset}-700-normal.woff2`)),
    ) as Font,
  );

/** The script's font, then its package's Latin ones; each read once, when a text first needs it. */
export function outlineStyle(script: OutlineScript): OutlineStyle {
  let style = loaded.get(script);
  if (!style) {
    const { name, subset, features, reorder } = PACKAGES[script];
    const fonts = [...new Set([subset, 'latin', 'latin-ext'])].map((faces) => open(name, faces));
    style = { fonts, rtl: script === 'nastaliq', features, reorder };
    loaded.set(script, style);
  }
  return style;
}

/** Whether the script's fonts draw every character of the text but spaces. */
export function outlinesDraw(script: OutlineScript, text: string): boolean {
  const { fonts } = outlineStyle(script);
  return [...text.replace(/\s/g, '')].every((char) => {
    const point = char.codePointAt(0) ?? 0;
    return fonts.some((font) => font.hasGlyphForCodePoint(point));
  });
}
