import { API, CHAT_OPEN_DELAY_MS, type ChatLaunch, type LaunchChatQuery } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';
import { themedUrl } from '../../../shared/theme.ts';

export const launchChat = (query: LaunchChatQuery) =>
  apiRequest<ChatLaunch>(
    `${API.launchChat.path}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined))}`,
  );

/**
 * Opens the chat page CHAT_OPEN_DELAY_MS after launchChat answered (spec §7). Same window on purpose: the
 * delay puts the open outside the tap, so window.open would be caught by popup blockers, and in an installed
 * web app a new window leaves the app for the system browser; the chat's back button (backUrl) returns here.
 * The page follows the app's theme.
 */
export function openChatLater(chatUrl: string): void {
  setTimeout(() => window.location.assign(themedUrl(chatUrl)), CHAT_OPEN_DELAY_MS);
}
