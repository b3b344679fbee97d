export { activityArtworkVersion, activityBanner, activityImageUrl } from './activity-artwork.ts';
export { findActivityPicture } from './activity-service.ts';
export { activityTestRoutes } from './activity-test-routes.ts';
export { promotionRoutes } from './promotion-routes.ts';
