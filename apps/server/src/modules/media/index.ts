export type { Artwork, ArtworkBanner, ArtworkGame, ArtworkSize, BrandColors, LogoVendor } from './artwork.ts';
export { mediaRoutes } from './media-routes.ts';
