import { useQuery } from '@tanstack/react-query';
import { isFreeAccount, useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { announcementUnreadQuery } from './api/get-announcement-unread-count.ts';
import { chatUnreadQuery } from './api/get-chat-unread-count.ts';
import { inboxUnreadQuery } from './api/get-inbox-unread-count.ts';

export interface UnreadCounts {
  inbox: number;
  chat: number;
  announcements: number;
  /** What the footer's member item shows: everything unread in the message centre. */
  total: number;
}

/**
 * The message centre's unread counts, for real members only (free and trial accounts are refused the inbox
 * and chat, so they get no badge); the chat count only when CBS3 is on (spec §6).
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useSession();
  const { info } = useSystemStatus();
  const token = session?.token ?? '';
  const member = session !== undefined && !isFreeAccount(session.type);
  const chatOn = member && info.whitelabel.CBS3 === true;
  const inbox = useQuery({ ...inboxUnreadQuery(token), enabled: member }).data ?? 0;
  const chat = useQuery({ ...chatUnreadQuery(token), enabled: chatOn }).data ?? 0;
  const announcements = useQuery({ ...announcementUnreadQuery(token), enabled: member }).data ?? 0;
  if (!member) return { inbox: 0, chat: 0, announcements: 0, total: 0 };
  const counts = { inbox, chat: chatOn ? chat : 0, announcements };
  return { ...counts, total: counts.inbox + counts.chat + counts.announcements };
}
