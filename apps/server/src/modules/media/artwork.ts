import type { Game, GameCategory } from '@lobby/contract';

/** Brand colours of a vendor: primary and secondary drive the gradients, accent the highlights. */
export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
}

export type ArtworkGame = Pick<Game, 'gameCode' | 'gameName' | 'gameType' | 'vassalage'> &
  Partial<Pick<Game, 'gameClassifyNew' | 'isNew'>>;
/** s, m and l are 120, 240 and 360 px; a number is a pixel size. The viewBox is always 240 × 240. */
export type ArtworkSize = 's' | 'm' | 'l' | number;

export interface LogoVendor {
  code: string;
  logoText: string;
  colors: BrandColors;
  categories: GameCategory[];
}

export interface ArtworkBanner {
  bannerId: number;
  title: string;
  subtitle: string;
  cta: string;
  /** Category whose motif the artwork draws, and the vendor whose colours it uses. */
  gameType: GameCategory;
  vassalage: string;
  /** The banner's language (null: every language); picks Nastaliq for Urdu. */
  language?: string | null;
}

/**
 * Draws the pictures the media routes serve. The composition root passes the generated demo artwork, so
 * the media routes depend on no demo code.
 */
export interface Artwork {
  /** `outlined`: texts as glyph outlines, or none, so a rasteriser without fonts draws it (decision 0087). */
  gameArtworkSvg(game: ArtworkGame, size?: ArtworkSize, outlined?: boolean): string;
  vendorLogoSvg(vendor: LogoVendor): string;
  bannerSvg(banner: ArtworkBanner): string;
}
