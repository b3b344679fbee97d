import { REAL_MEMBER_TYPES } from '@lobby/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { type DayWindow, dayOfColumn, inDayWindow } from '../../shared/merchant-days.ts';

/**
 * SQL selecting the ids of the merchant's real members (no trial or other free accounts), for another
 * module's figures: `member_id in (<this>)`.
 */
export const realMemberIds = (merchantCode: string): SQL =>
  sql`select ${members.id} from ${members} where ${members.merchantCode} = ${merchantCode} and ${members.type} in (${sql.join(
    REAL_MEMBER_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )})`;

/** Real members registered per merchant day of the window (days without any are absent). */
export async function registrationsByDay(
  db: Db,
  merchantCode: string,
  window: DayWindow,
): Promise<Map<string, number>> {
  const day = dayOfColumn(members.createdAt, window);
  const rows = await db
    .select({ day: sql<string>`${day}`, registrations: count() })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        inArray(members.type, [...REAL_MEMBER_TYPES]),
        inDayWindow(members.createdAt, window),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.registrations]));
}
