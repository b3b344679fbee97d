export { useAnnouncements } from './api/get-announcements.ts';
export { useHomeBanners } from './api/get-banners.ts';
export { useLiveChatLink } from './api/get-customer-service.ts';
export { useHelpCentre } from './api/get-help-centre.ts';
export { useLiveModels } from './api/get-live-models.ts';
export { type WinnerList, winnerBoardQuery } from './api/get-winner-board.ts';
