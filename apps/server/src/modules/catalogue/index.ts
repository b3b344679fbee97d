export { cataloguePlugin } from './catalogue-plugin.ts';
export { catalogueRoutes } from './catalogue-routes.ts';
export {
  findGameArtworkRow,
  findLaunchTarget,
  findVendorBrand,
  findVendorDisplayName,
  type GameLabel,
  gameLabels,
  localGameName,
  MIN_BET_SCALE,
  recordRecentGame,
  vendorExists,
  vendorLaunchOrigins,
} from './game-repository.ts';
export {
  artworkVersion,
  bannerArtworkVersion,
  bannerImageUrl,
  gameArtworkInputs,
  gameIconUrls,
  modelAvatarUrl,
  vendorLogoUrl,
  vendorLogoVersion,
} from './media-urls.ts';
export { searchTextOf } from './search-text.ts';
export { DEFAULT_CATEGORIES } from './vendor-overview.ts';
