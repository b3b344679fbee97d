import { type BrandColours, contrastRatio } from '@lobby/contract';
import { useLayoutEffect } from 'react';
import { STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/** Every design token a merchant's colours set (decision 0072): the app's own values return when cleared. */
const BRAND_TOKENS = [
  '--color-primary',
  '--gradient-primary',
  '--shadow-glow-primary',
  '--color-on-primary',
  '--gradient-gold',
  '--color-on-gold',
  '--shadow-glow-gold',
  '--gradient-hero',
  '--color-on-hero',
] as const;

/**
 * A fill of `colour` that deepens away from its text: its second stop is mixed toward black under light text
 * and toward white under dark text, so no part of it has less contrast with the text than `colour` itself.
 */
const fill = (colour: string, text: string, angle: number) => {
  const away = contrastRatio(text, '#000000') > contrastRatio(text, '#ffffff') ? 'white' : 'black';
  return `linear-gradient(${angle}deg, ${colour} 0%, color-mix(in srgb, ${colour} 82%, ${away}) 100%)`;
};
const glow = (colour: string) => `0 4px 16px color-mix(in srgb, ${colour} 35%, transparent)`;

/** The tokens the merchant's colours set, by name; none for the app's own colours (null). */
export function brandTokens(
  colours: BrandColours | null,
): Partial<Record<(typeof BRAND_TOKENS)[number], string>> {
  if (!colours) return {};
  return {
    '--color-primary': colours.primary,
    '--gradient-primary': fill(colours.primary, colours.onPrimary, 135),
    '--shadow-glow-primary': glow(colours.primary),
    '--color-on-primary': colours.onPrimary,
    '--gradient-gold': fill(colours.accent, colours.onAccent, 180),
    '--color-on-gold': colours.onAccent,
    '--shadow-glow-gold': glow(colours.accent),
    '--gradient-hero': fill(colours.hero, colours.onHero, 125),
    '--color-on-hero': colours.onHero,
  };
}

/**
 * Sets the merchant's colours on <html> as custom properties (CSSOM, which the content policy allows; no
 * style attribute in the markup) over both themes' tokens, and keeps them for public/theme-init.js, which
 * sets them again before the first paint of the next visit.
 */
export function applyBrandColours(colours: BrandColours | null): void {
  const tokens = brandTokens(colours);
  const { style } = document.documentElement;
  for (const name of BRAND_TOKENS) {
    const value = tokens[name];
    if (value) style.setProperty(name, value);
    else style.removeProperty(name);
  }
  writeStored(STORAGE_KEYS.brandTokens, colours ? JSON.stringify(tokens) : null);
}

/** Applies the status's colours before the browser paints what was rendered with them. */
export function useBrandColours(colours: BrandColours | null | undefined): void {
  const key = colours === undefined ? undefined : JSON.stringify(colours);
  useLayoutEffect(() => {
    if (key !== undefined) applyBrandColours(JSON.parse(key));
  }, [key]);
}
