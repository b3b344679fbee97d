import { hashString } from '../../shared/random.ts';

/**
 * Generated images are served with an immutable cache lifetime, so their URLs carry a version: a hash of
 * everything the picture is drawn from. A change of name, "new" badge or brand colours gives a new URL.
 * Bump ARTWORK_REVISION when the drawing code itself changes.
 */
export const ARTWORK_REVISION = 4;

export const artworkVersion = (inputs: unknown): string =>
  hashString(`${ARTWORK_REVISION}:${JSON.stringify(inputs)}`).toString(36);

export interface GameArtworkInputs {
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  gameClassifyNew: string | null;
  isNew: boolean;
}

export const gameArtworkInputs = (game: GameArtworkInputs) => [
  game.gameCode,
  game.gameName,
  game.gameType,
  game.vassalage,
  game.gameClassifyNew,
  game.isNew,
];

export function gameIconUrls(game: GameArtworkInputs): {
  iconUrl: string;
  mobileSmallIcon: string;
  mobileLargeIcon: string;
} {
  // Raster: the app shows game art many at a time, and an SVG image costs the page's main thread (decision 0087).
  const base = `/media/games/${encodeURIComponent(game.gameCode)}.webp`;
  const v = artworkVersion(gameArtworkInputs(game));
  return {
    iconUrl: `${base}?v=${v}`,
    mobileSmallIcon: `${base}?size=s&v=${v}`,
    mobileLargeIcon: `${base}?size=l&v=${v}`,
  };
}

export interface VendorLogoInputs {
  code: string;
  logoText: string;
  colors: { primary: string; secondary: string; accent: string };
  categories: readonly string[];
}

// Field by field: objects read back from jsonb come with their keys in another order.
export const vendorLogoVersion = ({ code, logoText, colors, categories }: VendorLogoInputs): string =>
  artworkVersion([code, logoText, colors.primary, colors.secondary, colors.accent, categories]);

export const vendorLogoUrl = (vendor: VendorLogoInputs): string =>
  `/media/vendors/${encodeURIComponent(vendor.code)}.svg?v=${vendorLogoVersion(vendor)}`;

export interface BannerArtworkInputs {
  id: string;
  language: string | null;
  title: string;
  artwork: { seed: number; subtitle: string; cta: string; gameType: string; vassalage: string };
}

export const bannerArtworkVersion = ({ language, title, artwork }: BannerArtworkInputs): string =>
  artworkVersion([
    language,
    title,
    artwork.seed,
    artwork.subtitle,
    artwork.cta,
    artwork.gameType,
    artwork.vassalage,
  ]);

export const bannerImageUrl = (banner: BannerArtworkInputs): string =>
  `/media/banners/${encodeURIComponent(banner.id)}.svg?v=${bannerArtworkVersion(banner)}`;

export const modelAvatarUrl = (model: { id: string; name: string }): string =>
  `/media/models/${encodeURIComponent(model.id)}.svg?v=${artworkVersion(['model', model.name])}`;
