export { useLaunchChat } from './use-launch-chat.ts';
export { type UnreadCounts, useUnreadCounts } from './use-unread-counts.ts';
