export { avatarSvg } from './avatar.ts';
export {
  findAnnouncements,
  findBannerArtwork,
  findLiveModel,
  insertAnnouncements,
  insertHelpEntries,
  insertWinner,
  type NewWinner,
} from './content-repository.ts';
export { contentRoutes } from './content-routes.ts';
export { sanitiseHtml } from './sanitise-html.ts';
