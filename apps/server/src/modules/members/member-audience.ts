import { and, asc, count, eq, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { selfExcludedMemberIds } from '../protection/index.ts';

/** Who an operator's message goes to: a merchant's members (undefined: every merchant), maybe one VIP level. */
export interface RecipientFilter {
  merchantCode: string | undefined;
  vipLabel?: string | undefined;
  memberId?: string | undefined;
}

/** Only real accounts have an inbox (trial and other accounts are refused it). */
const REAL_TYPES = [0, 1, 2];

function recipientsWhere(db: Db, filter: RecipientFilter): SQL | undefined {
  return and(
    inArray(members.type, REAL_TYPES),
    filter.merchantCode === undefined ? undefined : eq(members.merchantCode, filter.merchantCode),
    filter.vipLabel === undefined ? undefined : eq(members.vipLabel, filter.vipLabel),
    filter.memberId === undefined ? undefined : eq(members.id, filter.memberId),
    // Members who excluded themselves get no marketing (issue 17): one rule for every campaign.
    notInArray(members.id, selfExcludedMemberIds(db)),
  );
}

/** How many members a message to this audience reaches now. */
export async function countRecipients(db: Db, filter: RecipientFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(members).where(recipientsWhere(db, filter));
  return row?.value ?? 0;
}

/** The next `limit` recipient ids after `afterId`, in id order (a delivery's keyset cursor). */
export async function recipientIdsAfter(
  db: Db,
  filter: RecipientFilter,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(recipientsWhere(db, filter), afterId === null ? undefined : gt(members.id, afterId)))
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Members by id with their username and merchant, as a subquery another module joins in its own SQL
 * (the console's feedback list).
 */
export const memberDirectory = (db: Db) =>
  db
    .select({ id: members.id, username: members.username, merchantCode: members.merchantCode })
    .from(members)
    .as('member_directory');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A console list's member filter on a joined `memberDirectory`: the member's id, or username (any case). */
export function memberDirectoryFilter(
  member: string | undefined,
  directory: ReturnType<typeof memberDirectory>,
): SQL | undefined {
  if (member === undefined) return undefined;
  const byName = sql`lower(${directory.username}) = lower(${member})`;
  return UUID.test(member) ? or(eq(directory.id, member), byName) : byName;
}
