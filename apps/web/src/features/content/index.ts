import { lazy } from 'react';

export { useAnnouncements } from './api/get-announcements.ts';
export { useHomeBanners } from './api/get-banners.ts';
export { useLiveChatLink } from './api/get-customer-service.ts';
export { useHelpCentre } from './api/get-help-centre.ts';
export { useLiveModels } from './api/get-live-models.ts';
export { type WinnerList, winnerBoardQuery } from './api/get-winner-board.ts';
/** Loaded when first shown: the sanitiser (DOMPurify) stays out of the home chunk, which imports this index. */
export const SafeHtml = lazy(() => import('./SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })));

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const contentScreens = {
  notice: () => import('./NoticeScreen.tsx'),
  help: () => import('./HelpScreen.tsx'),
  helpDetail: () => import('./HelpDetailScreen.tsx'),
};
