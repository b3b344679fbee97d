import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';

export type OutboxMessage = typeof smsOutbox.$inferSelect;

export async function storeOutboxMessage(db: Db, message: { to: string; text: string; createdAt: Date }) {
  await db.insert(smsOutbox).values(message);
}

/** The newest `limit` messages stored for a number (E.164), newest first. */
export function findOutboxMessages(db: Db, to: string, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(limit);
}
