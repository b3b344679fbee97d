export { findActivityPicture } from './activities.ts';
export { activityArtworkVersion, activityBanner, activityImageUrl } from './activity-artwork.ts';
export { activityTestRoutes } from './activity-test-routes.ts';
export { promotionRoutes } from './promotion-routes.ts';
