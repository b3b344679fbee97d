import { randomUUID } from 'node:crypto';
import type { ConsoleMemberNote } from '@lobby/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberNotes } from '../../db/schema.ts';

type NoteRow = typeof memberNotes.$inferSelect;

const noteOf = (row: NoteRow): ConsoleMemberNote => ({
  id: row.id,
  text: row.text,
  operatorUsername: row.operatorUsername,
  createdAt: row.createdAt.toISOString(),
});

export async function addMemberNote(
  db: Db,
  note: { memberId: string; operatorId: string; operatorUsername: string; text: string },
  now: Date,
): Promise<ConsoleMemberNote> {
  const [row] = await db
    .insert(memberNotes)
    .values({ id: randomUUID(), ...note, createdAt: now })
    .returning();
  if (!row) throw new Error('note insert returned nothing');
  return noteOf(row);
}

export async function latestMemberNotes(
  db: Db,
  memberId: string,
  limit: number,
): Promise<ConsoleMemberNote[]> {
  const rows = await db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);
  return rows.map(noteOf);
}
