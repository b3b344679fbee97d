/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageCode } from '@lobby/contract';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_FONTS } from '../shared/i18n/language-fonts.ts';
import { canonicalLanguage } from '../shared/i18n/language-tags.ts';

/**
 * Every character a catalogue shows is drawn by a font the app ships for that language (read from the
 * woff2 files its stylesheets name, within each face's unicode-range) or lies in what every phone's own
 * font draws: Basic Latin, Latin-1 Supplement and General Punctuation. Format characters (ZWNJ, direction
 * marks) draw nothing and are not checked.
 */
const PHONE_FONT_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2000, 0x206f],
];

type Catalog = { [key: string]: string | Catalog };
const catalogs = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const here = dirname(fileURLToPath(import.meta.url));
const fontsDir = resolve(here, '../shared/i18n/fonts');
const require = createRequire(import.meta.url);

const leaves = (catalog: Catalog): string[] =>
  Object.values(catalog).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

/** The code points a catalogue shows: its texts without placeholders and tags. */
function shownCodePoints(texts: string[]): number[] {
  const shown = new Set<number>();
  for (const text of texts) {
    for (const char of text.replace(/{{[^}]*}}/g, '').replace(/<\/?\w+>/g, '')) {
      if (!/[\p{Cf}\p{Cc}\n]/u.test(char)) shown.add(char.codePointAt(0) ?? 0);
    }
  }
  return [...shown].sort((a, b) => a - b);
}

interface Face {
  file: string;
  ranges: [number, number][];
}

const parseRanges = (value: string): [number, number][] =>
  value.split(',').map((part) => {
    const [start = '', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });

/** The faces of a stylesheet and of those it @imports; bare URLs resolve as packages, others beside it. */
function facesOf(stylesheet: string): Face[] {
  const css = readFileSync(stylesheet, 'utf8');
  const locate = (url: string) =>
    url.startsWith('.') ? resolve(dirname(stylesheet), url) : require.resolve(url);
  const imported = [...css.matchAll(/@import\s+['"]([^'"]+)['"]/g)].flatMap((match) =>
    facesOf(locate(match[1] ?? '')),
  );
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const url = /src:\s*url\(['"]?([^'")]+\.woff2)['"]?\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!url || !range) throw new Error(`${stylesheet}: a face without a woff2 file or a unicode-range`);
    return { file: locate(url), ranges: parseRanges(range) };
  });
  return [...imported, ...faces];
}

const inRanges = (codePoint: number, ranges: [number, number][]) =>
  ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

const opened = new Map<string, Font>();
function font(file: string): Font {
  let loaded = opened.get(file);
  if (!loaded) {
    loaded = create(readFileSync(file)) as Font;
    opened.set(file, loaded);
  }
  return loaded;
}

/** The code points no shipped face of these fonts draws and no phone font is assumed to. */
function undrawn(codePoints: number[], fonts: readonly string[]): string[] {
  const faces = fonts.flatMap((name) => facesOf(resolve(fontsDir, `${name}.css`)));
  return codePoints
    .filter((codePoint) => !inRanges(codePoint, PHONE_FONT_RANGES))
    .filter(
      (codePoint) =>
        !faces.some(
          (face) => inRanges(codePoint, face.ranges) && font(face.file).hasGlyphForCodePoint(codePoint),
        ),
    )
    .map(
      (codePoint) =>
        `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(codePoint)}`,
    );
}

const files = Object.keys(catalogs)
  .map((path) => path.slice('./locales/'.length, -'.json'.length))
  .filter((file) => file !== 'en-screens');

describe('glyphs', () => {
  it('every shipped face has a unicode-range and a woff2 file of the app', () => {
    const names = Object.values(LANGUAGE_FONTS).flat();
    for (const name of new Set(names))
      for (const face of facesOf(resolve(fontsDir, `${name}.css`))) expect(font(face.file)).toBeDefined();
  });

  it.each(files)('the %s catalogue is drawn by its fonts', (file) => {
    const texts = leaves(catalogs[`./locales/${file}.json`] as Catalog);
    if (file === 'en') texts.push(...leaves(catalogs['./locales/en-screens.json'] as Catalog));
    const code = canonicalLanguage(file.toUpperCase() as LanguageCode);
    expect(LANGUAGE_FONTS[code], `${file}: a language the app knows`).toBeDefined();
    expect(undrawn(shownCodePoints(texts), LANGUAGE_FONTS[code])).toEqual([]);
  });
});
