export { type AnnouncementGroups, answerAnnouncements } from './announcement-groups.ts';
export { avatarSvg } from './avatar.ts';
export { consoleContentRoutes } from './console-content-routes.ts';
export { uploadedImageSize } from './console-images.ts';
export {
  findAnnouncements,
  findBannerArtwork,
  findBanners,
  findLiveModel,
  insertAnnouncements,
  insertHelpEntries,
  insertWinner,
  type NewWinner,
} from './content-repository.ts';
export { contentRoutes } from './content-routes.ts';
export { liveContentPlugin } from './live-content.ts';
export { announcementTypesFor } from './notice-types.ts';
export { sanitiseHtml } from './sanitise-html.ts';
export { uploadedImageRoutes } from './uploaded-image-routes.ts';
