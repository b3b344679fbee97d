export { useLaunchChat } from './use-launch-chat.ts';
export { useUnreadCounts } from './use-unread-counts.ts';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const messagesScreens = {
  webEmail: () => import('./WebEmailScreen.tsx'),
  message: () => import('./MessageCentreScreen.tsx'),
  messages: () => import('./MessageCentreScreen.tsx'),
};
