import { z } from 'zod';
import { text } from './text.ts';

/** A colour as #rrggbb (either case in; stored in lower case). */
export const HexColour = text()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/);

/**
 * A merchant's colours (decision 0072), each fill with the colour of the text drawn on it: `primary` the
 * buttons, tabs and the announcement bar; `accent` the header's mark and the gold highlights; `hero` the
 * side menu's head, the balance cards and the game bar.
 */
export const BrandColours = z.strictObject({
  primary: HexColour,
  onPrimary: HexColour,
  accent: HexColour,
  onAccent: HexColour,
  hero: HexColour,
  onHero: HexColour,
});
export type BrandColours = z.infer<typeof BrandColours>;
export type BrandColour = keyof BrandColours;

/** Each fill and the text on it, as the console shows their contrast. */
export const BRAND_COLOUR_PAIRS = [
  ['primary', 'onPrimary'],
  ['accent', 'onAccent'],
  ['hero', 'onHero'],
] as const satisfies readonly (readonly [BrandColour, BrandColour])[];

/** The player app's own colours (its dark theme): where an operator starts when choosing the merchant's. */
export const DESIGN_BRAND_COLOURS: BrandColours = {
  primary: '#6a3cf0',
  onPrimary: '#ffffff',
  accent: '#f2b431',
  onAccent: '#2a1c00',
  hero: '#6126c9',
  onHero: '#ffffff',
};

/** Where an image uploaded with uploadConsoleImage is served: `/media/uploads/<hash>-<width>.webp`. */
export const UPLOADED_IMAGE_URL = /^\/media\/uploads\/[0-9a-f]{32}-\d{2,4}\.webp$/;

/** The merchant's logo: an uploaded image and its size in pixels (the header keeps its proportions). */
export const BrandLogo = z.strictObject({
  url: text().regex(UPLOADED_IMAGE_URL),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
});
export type BrandLogo = z.infer<typeof BrandLogo>;

/** null colours: the player app's own (per theme); null logo: its own mark. */
export const Brand = z.object({ colours: BrandColours.nullable(), logo: BrandLogo.nullable() });
export type Brand = z.infer<typeof Brand>;
export const DEFAULT_BRAND: Brand = { colours: null, logo: null };
