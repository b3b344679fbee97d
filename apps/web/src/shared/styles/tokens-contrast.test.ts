import { contrastRatio } from '@lobby/contract';
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
    return Math.min(...colours(fill).map((stop) => contrastRatio(ink, stop)));
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
