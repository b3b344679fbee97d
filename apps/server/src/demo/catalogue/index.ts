/*
 * The demo catalogue of issue 4: deterministic vendors, games, banners and winners, with generated SVG
 * artwork. Pure functions only; storing them is the seed's job.
 */
export { bannerSvg, gameArtworkSvg, vendorLogoSvg } from './artwork.ts';
export {
  type BannerGroup,
  bannerImageUrl,
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
} from './demo-catalogue.ts';
export { DEMO_LANGUAGES, type DemoLanguage, type Localized } from './game-names.ts';
export { DEMO_VENDORS, type DemoVendor, findDemoVendor, vendorLogoUrl } from './vendors.ts';
