import { describe, expect, it } from 'vitest';
import tokensCss from './tokens.css?raw';

/**
 * The colour tokens of the first rule whose selector starts with `selector`: each token's hex colours (one
 * for a colour, every stop for a gradient).
 */
function colourTokens(selector: string): Record<string, string[]> {
  const start = tokensCss.indexOf(selector);
  const body = tokensCss.slice(tokensCss.indexOf('{', start) + 1, tokensCss.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):([^;]*);/g)]
      .map(([, name, value]) => [name, value?.match(/#[0-9a-f]{6}\b/gi) ?? []] as const)
      .filter(([, colours]) => colours.length > 0),
  );
}

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

const shared = colourTokens(':root {');
const THEMES = {
  dark: { ...shared, ...colourTokens(':root,\n[data-theme="dark"]') },
  light: { ...shared, ...colourTokens('[data-theme="light"]') },
};

/** Colours used as text straight on the page's surfaces, status chips included (they sit on surface-3). */
const TEXT = ['text', 'text-muted', 'accent', 'success', 'danger'];
const SURFACES = ['bg', 'bg-elevated', 'surface', 'surface-2', 'surface-3'];
/** Text colour tokens and the fill they are made for (every stop of a gradient fill). */
const PAIRS = [
  ['color-on-primary', 'gradient-primary'],
  ['color-on-hero', 'gradient-hero'],
  ['color-on-gold', 'gradient-gold'],
  ['color-on-badge', 'color-badge'],
  ['color-on-success', 'color-success'],
];

describe.each(Object.entries(THEMES))('the %s theme', (_theme, tokens) => {
  const colours = (name: string): string[] => {
    const value = tokens[name];
    if (!value) throw new Error(`no colour token --${name}`);
    return value;
  };
  const lowestContrast = (text: string, fill: string): number => {
    const [ink = ''] = colours(text);
    return Math.min(...colours(fill).map((stop) => contrast(ink, stop)));
  };

  it.each(TEXT.flatMap((text) => SURFACES.map((surface) => [text, surface])))(
    'keeps --color-%s at 4.5:1 or more on --color-%s',
    (text, surface) => {
      expect(lowestContrast(`color-${text}`, `color-${surface}`)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(PAIRS)('keeps --%s at 4.5:1 or more on --%s', (text, fill) => {
    expect(lowestContrast(text, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
