export { useAnnouncements } from './api/get-announcements.ts';
export { bannersQuery, useHomeBanners } from './api/get-banners.ts';
export { useLiveChatLink } from './api/get-customer-service.ts';
export { useHelpCentre } from './api/get-help-centre.ts';
export { useLiveModels } from './api/get-live-models.ts';
export { type WinnerList, winnerBoardQuery } from './api/get-winner-board.ts';
export { LazySafeHtml as SafeHtml } from './LazySafeHtml.tsx';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const contentScreens = {
  notice: () => import('./NoticeScreen.tsx'),
  help: () => import('./HelpScreen.tsx'),
  helpDetail: () => import('./HelpDetailScreen.tsx'),
};
