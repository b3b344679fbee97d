/**
 * WCAG 2 contrast of two #rrggbb colours (decision 0072): the console's hint on a merchant's brand colours
 * and the player app's own token check use this one computation.
 */

/** The least contrast of text on its fill (WCAG 2, level AA for body text). */
export const MIN_TEXT_CONTRAST = 4.5;

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light = 0, dark = 0] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
