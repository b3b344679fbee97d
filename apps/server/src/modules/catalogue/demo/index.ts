/*
 * The demo catalogue of issue 4: deterministic vendors, games, banners and winners, with generated SVG
 * artwork. Pure functions only; storing them is the seed's job.
 */
export {
  type ArtworkBanner,
  type ArtworkGame,
  type ArtworkSize,
  bannerSvg,
  escapeXml,
  gameArtworkSvg,
  vendorLogoSvg,
} from './artwork.ts';
export {
  type BannerGroup,
  bannerImageUrl,
  DEFAULT_DEMO_GAMES,
  DEFAULT_DEMO_SEED,
  type DemoBanner,
  type DemoCatalogue,
  type DemoCatalogueOptions,
  type DemoGame,
  type DemoWinner,
  demoBanners,
  demoCatalogue,
  gameIconUrl,
  gameNameIn,
  maskCustomerName,
} from './demo-catalogue.ts';
export { DEMO_LANGUAGES, type DemoLanguage, type Localized } from './game-names.ts';
export { createRandom, hashString, mulberry32, type Random } from './random.ts';
export { type BrandColors, DEMO_VENDORS, type DemoVendor, findDemoVendor, vendorLogoUrl } from './vendors.ts';
