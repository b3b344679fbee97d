import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema.ts';
import { serverText } from '../../shared/server-text.ts';
import { SUPPORT_REPLY } from './support-reply-text.ts';

/** A message body is at most this long (characters); the page limits the field the same way. */
export const CHAT_MESSAGE_MAX = 500;
/** The page shows this many latest messages. */
const HISTORY = 100;

export interface ChatLine {
  id: number;
  sender: 'member' | 'support';
  body: string;
  createdAt: string;
}

const supportUnread = (memberId: string) =>
  and(eq(chatMessages.memberId, memberId), eq(chatMessages.sender, 'support'), isNull(chatMessages.readAt));

export async function chatUnreadCount(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(chatMessages).where(supportUnread(memberId));
  return row?.value ?? 0;
}

/** The latest messages, oldest first; reading them marks the support messages read. */
export async function readConversation(db: Db, memberId: string, now: Date): Promise<ChatLine[]> {
  await db.update(chatMessages).set({ readAt: now }).where(supportUnread(memberId));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.memberId, memberId))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY);
  return rows.reverse().map((row) => ({
    id: row.id,
    sender: row.sender === 'support' ? 'support' : 'member',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Stores the member's message and the automatic support answer to it, together. */
export async function postChatMessage(
  db: Db,
  memberId: string,
  body: string,
  language: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values({ memberId, sender: 'member', body, readAt: now, createdAt: now });
    await tx
      .insert(chatMessages)
      .values({ memberId, sender: 'support', body: serverText(SUPPORT_REPLY, language), createdAt: now });
  });
}
