export {
  activityArtworkVersion,
  activityBanner,
  activityImageUrl,
  activityPictureIn,
} from './activity-artwork.ts';
export { findActivityPicture } from './activity-service.ts';
export { activityTestRoutes } from './activity-test-routes.ts';
export { promotionRoutes } from './promotion-routes.ts';
export { rewardClaimRoutes } from './reward-claim-routes.ts';
export { expireUnclaimedRewards, rewardExpiry } from './reward-expiry.ts';
