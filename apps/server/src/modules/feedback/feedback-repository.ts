import { randomUUID } from 'node:crypto';
import type { FeedbackItem } from '@lobby/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackImages } from '../../db/schema.ts';
import type { FeedbackForm } from './feedback-form.ts';

const LIST_SIZE = 50;

type FeedbackRow = typeof feedback.$inferSelect;

const itemOf = (row: FeedbackRow, imageCount: number): FeedbackItem => ({
  id: row.id,
  category: row.category as FeedbackItem['category'],
  content: row.content,
  imageCount,
  status: row.status as FeedbackItem['status'],
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Stores the checked form, the feedback and its images together. */
export async function saveFeedback(
  db: Db,
  memberId: string,
  form: FeedbackForm,
  now: Date,
): Promise<FeedbackItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ id: randomUUID(), memberId, ...form.fields, status: 'received', createdAt: now })
      .returning();
    if (!row) throw new Error('feedback insert returned nothing');
    if (form.images.length > 0) {
      await tx
        .insert(feedbackImages)
        .values(form.images.map((image, position) => ({ feedbackId: row.id, position, ...image })));
    }
    return itemOf(row, form.images.length);
  });
}

/** The member's own feedback, newest first. */
export async function listFeedback(db: Db, memberId: string): Promise<FeedbackItem[]> {
  const rows = await db
    .select({ row: feedback, images: count(feedbackImages.position) })
    .from(feedback)
    .leftJoin(feedbackImages, eq(feedbackImages.feedbackId, feedback.id))
    .where(eq(feedback.memberId, memberId))
    .groupBy(feedback.id)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(LIST_SIZE);
  return rows.map(({ row, images }) => itemOf(row, images));
}
