import {
  API,
  FEEDBACK_TICKETS_PAGE_SIZE,
  type FeedbackAttachment,
  type FeedbackItem,
  type FeedbackTicket,
  type FeedbackTicketPage,
  type FeedbackTicketsQuery,
} from '@lobby/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackImages } from '../../db/schema.ts';
import { memberDirectory } from '../members/index.ts';

/** The member's word (received) is the console's "open". */
const STORED_STATUS = { open: 'received', answered: 'answered' } as const;

const imagePath = (id: string, position: number) =>
  API.getFeedbackTicketImage.path.replace(':id', id).replace(':position', String(position));

function ticketsQuery(db: Db, scope: string | undefined, where: (SQL | undefined)[]) {
  const directory = memberDirectory(db);
  return db
    .select({ row: feedback, username: directory.username, merchantCode: directory.merchantCode })
    .from(feedback)
    .innerJoin(directory, eq(directory.id, feedback.memberId))
    .where(and(scope === undefined ? undefined : eq(directory.merchantCode, scope), ...where));
}

type TicketRow = Awaited<ReturnType<typeof ticketsQuery>>[number];

const ticketOf = (
  { row, username, merchantCode }: TicketRow,
  attachments: FeedbackAttachment[],
): FeedbackTicket => ({
  id: row.id,
  memberId: row.memberId,
  memberUsername: username,
  merchantCode,
  category: row.category as FeedbackItem['category'],
  content: row.content,
  attachments,
  status: row.status === 'answered' ? 'answered' : 'open',
  answer: row.answer,
  answeredBy: row.answeredByUsername,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function attachmentsOf(db: Db, ids: string[]): Promise<Map<string, FeedbackAttachment[]>> {
  const byTicket = new Map<string, FeedbackAttachment[]>();
  if (ids.length === 0) return byTicket;
  const rows = await db
    .select({
      feedbackId: feedbackImages.feedbackId,
      position: feedbackImages.position,
      mimeType: feedbackImages.mimeType,
    })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .orderBy(asc(feedbackImages.position));
  for (const row of rows) {
    const list = byTicket.get(row.feedbackId) ?? [];
    list.push({
      position: row.position,
      mimeType: row.mimeType,
      path: imagePath(row.feedbackId, row.position),
    });
    byTicket.set(row.feedbackId, list);
  }
  return byTicket;
}

/** The feedback of the operator's merchant (undefined: every merchant), newest first, paged. */
export async function listFeedbackTickets(
  db: Db,
  query: FeedbackTicketsQuery,
  scope: string | undefined,
): Promise<FeedbackTicketPage> {
  const { page } = query;
  const rows = await ticketsQuery(db, scope, [
    query.status === undefined ? undefined : eq(feedback.status, STORED_STATUS[query.status]),
    query.memberId === undefined ? undefined : eq(feedback.memberId, query.memberId),
  ])
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_TICKETS_PAGE_SIZE + 1)
    .offset((page - 1) * FEEDBACK_TICKETS_PAGE_SIZE);
  const shown = rows.slice(0, FEEDBACK_TICKETS_PAGE_SIZE);
  const attachments = await attachmentsOf(
    db,
    shown.map(({ row }) => row.id),
  );
  return {
    list: shown.map((row) => ticketOf(row, attachments.get(row.row.id) ?? [])),
    page,
    hasMore: rows.length > FEEDBACK_TICKETS_PAGE_SIZE,
  };
}

/** One ticket the operator may see, or undefined. */
export async function findFeedbackTicket(
  db: Db,
  id: string,
  scope: string | undefined,
): Promise<FeedbackTicket | undefined> {
  const [row] = await ticketsQuery(db, scope, [eq(feedback.id, id)]);
  if (!row) return undefined;
  const attachments = await attachmentsOf(db, [id]);
  return ticketOf(row, attachments.get(id) ?? []);
}

/** An attached image of a ticket the operator may see. */
export async function findFeedbackImage(
  db: Db,
  id: string,
  position: number,
  scope: string | undefined,
): Promise<{ mimeType: string; bytes: Buffer } | undefined> {
  if (!(await findFeedbackTicket(db, id, scope))) return undefined;
  const [image] = await db
    .select({ mimeType: feedbackImages.mimeType, bytes: feedbackImages.bytes })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.feedbackId, id), eq(feedbackImages.position, position)));
  return image ? { mimeType: image.mimeType, bytes: Buffer.from(image.bytes) } : undefined;
}

export interface FeedbackAnswer {
  text: string;
  operatorId: string;
  operatorUsername: string;
  now: Date;
}

/**
 * Stores the answer if the ticket is still open (one conditional UPDATE: of two operators answering at
 * once, exactly one wins); answers the updated row's member id, or undefined when it had been answered.
 */
export async function storeFeedbackAnswer(
  db: Db,
  id: string,
  answer: FeedbackAnswer,
): Promise<{ memberId: string } | undefined> {
  const [row] = await db
    .update(feedback)
    .set({
      status: 'answered',
      answer: answer.text,
      answeredById: answer.operatorId,
      answeredByUsername: answer.operatorUsername,
      answeredAt: answer.now,
    })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'received')))
    .returning({ memberId: feedback.memberId });
  return row;
}
