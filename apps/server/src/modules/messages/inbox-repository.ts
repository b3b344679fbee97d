import { randomUUID } from 'node:crypto';
import type { InboxMessage, InboxMessageCode, InboxPage } from '@lobby/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type InboxMessageTexts, inboxMessages } from '../../db/schema.ts';
import { textInLanguage } from '../../shared/text-in-language.ts';
import { sanitiseHtml } from '../content/index.ts';

const visible = (memberId: string) =>
  and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.deletedAt));

export interface NewInboxMessage {
  title: string;
  /** HTML; sanitised here, before it is stored. */
  content: string;
  /** A system message: the code clients translate, with its params. */
  code?: InboxMessageCode;
  params?: Record<string, string | number>;
  /** The message in other languages (decision 0076); each content sanitised here too. */
  texts?: InboxMessageTexts;
  createdAt: Date;
  /** A fixed id makes a seed idempotent; else a fresh one. */
  id?: string;
}

const storedTitle = (title: string) => title.trim().slice(0, 200);

function storedTexts(texts: InboxMessageTexts | undefined): InboxMessageTexts | undefined {
  if (!texts) return undefined;
  return Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      { title: storedTitle(text.title), content: sanitiseHtml(text.content) },
    ]),
  );
}

/** Stores messages for a member (unread); answers how many were new. */
export async function addInboxMessages(
  db: Db,
  memberId: string,
  messages: NewInboxMessage[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(inboxMessages)
    .values(
      messages.map((message) => ({
        id: message.id ?? randomUUID(),
        memberId,
        title: storedTitle(message.title),
        content: sanitiseHtml(message.content),
        code: message.code,
        params: message.params,
        texts: storedTexts(message.texts),
        createdAt: message.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: inboxMessages.id });
  return rows.length;
}

/** Unread, not deleted messages: answered from the partial index inbox_messages_unread_idx. */
export async function inboxUnreadCount(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inboxMessages)
    .where(and(visible(memberId), isNull(inboxMessages.readAt)));
  return row?.value ?? 0;
}

/** The member's messages, newest first, each in `language` where it is written in it, else in its own. */
export async function inboxPage(
  db: Db,
  memberId: string,
  { pageNo, pageSize, language }: { pageNo: number; pageSize: number; language: string },
): Promise<InboxPage> {
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${inboxMessages.readAt} is null)` })
    .from(inboxMessages)
    .where(visible(memberId));
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(visible(memberId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const totalCount = totals?.total ?? 0;
  return {
    list: rows.map(
      (row): InboxMessage => ({
        id: row.id,
        ...textInLanguage(row.texts, language, { title: row.title, content: row.content }).text,
        ...(row.code ? { code: row.code as InboxMessageCode, params: row.params ?? {} } : {}),
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    pageNum: pageNo,
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
    unReadCount: Number(totals?.unread ?? 0),
  };
}

/** Marks one of the member's messages read (again: no change); false when it is not theirs or deleted. */
export async function markInboxRead(db: Db, memberId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ readAt: sql`coalesce(${inboxMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(inboxMessages.id, id), visible(memberId)))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** Hides one of the member's messages (again: no change); false when it is not theirs. */
export async function deleteInboxMessage(db: Db, memberId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ deletedAt: sql`coalesce(${inboxMessages.deletedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.memberId, memberId)))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}
