export { cataloguePlugin } from './catalogue-plugin.ts';
export { catalogueRoutes } from './catalogue-routes.ts';
export { categoryFirstPage } from './category-first-page.ts';
export {
  findConsoleGames,
  listConsoleVendorRows,
  syncVendorGameRows,
  updateGameRows,
  updateVendorRow,
  type VendorCounts,
  type VendorGameEntry,
} from './console-games-repository.ts';
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
  type VendorRow,
  vendorCodes,
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
export { merchantGameVendors } from './merchant-vendors.ts';
export { searchTextOf } from './search-text.ts';
export { DEFAULT_CATEGORIES } from './vendor-overview.ts';
export { CATALOGUE_KEY, GAMES_TOPIC, inMaintenance, maintenanceOf } from './vendor-state.ts';
