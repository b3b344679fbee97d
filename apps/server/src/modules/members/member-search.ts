import type { MemberSearchField } from '@lobby/contract';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Member, members } from '../../db/schema.ts';

/**
 * The searched expression of each field, exactly as the members_search_* indexes are built: in the "C"
 * collation a LIKE 'prefix%' becomes an index range and the order is the index's (decision 0041).
 */
const SEARCH_KEYS: Record<MemberSearchField, SQL> = {
  username: sql`lower(${members.username}) collate "C"`,
  mobile: sql`${members.mobileNum} collate "C"`,
  memberId: sql`(${members.id}::text) collate "C"`,
  affiliateCode: sql`${members.affiliateCode} collate "C"`,
  registrationIp: sql`${members.registrationIp} collate "C"`,
};

/** The LIKE pattern of "starts with `prefix`": % and _ (and the escape character) match only themselves. */
export const prefixPattern = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** How the typed text reads as the stored value: usernames compare in lower case, codes in upper case. */
function normalised(by: MemberSearchField, q: string): SQL {
  const pattern = prefixPattern(by === 'mobile' ? q.replace(/[\s-]/g, '') : q);
  switch (by) {
    case 'username':
      return sql`lower(${pattern})`;
    case 'memberId':
      return sql`${pattern.toLowerCase()}`;
    case 'affiliateCode':
      return sql`${pattern.toUpperCase()}`;
    default:
      return sql`${pattern}`;
  }
}

export interface MemberSearch {
  /** undefined: every merchant (a platform operator). */
  merchantCode: string | undefined;
  by: MemberSearchField;
  q: string;
  offset: number;
  limit: number;
}

/** What a search answers of each member (no secrets, and few columns to read). */
const FOUND_COLUMNS = {
  id: members.id,
  merchantCode: members.merchantCode,
  username: members.username,
  type: members.type,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  vipLabel: members.vipLabel,
  disabled: members.disabled,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};
export type FoundMember = Pick<Member, keyof typeof FOUND_COLUMNS>;

/**
 * Members whose field starts with the text, by merchant and that field, through the field's index: a
 * subquery (`found`) the caller joins to what it shows beside (the balance), re-ordering by `merchantCode`,
 * `sortKey` and `id`.
 */
export function memberSearch(db: Db, search: MemberSearch) {
  const key = SEARCH_KEYS[search.by];
  return db
    .select({ ...FOUND_COLUMNS, sortKey: sql<string>`${key}`.as('sort_key') })
    .from(members)
    .where(
      and(
        search.merchantCode === undefined ? undefined : eq(members.merchantCode, search.merchantCode),
        sql`${key} like ${normalised(search.by, search.q)}`,
      ),
    )
    .orderBy(asc(members.merchantCode), asc(key), asc(members.id))
    .offset(search.offset)
    .limit(search.limit)
    .as('found');
}

export interface LockChange {
  locked: boolean;
  /** The operator's username. */
  by: string;
  reason: string;
}

/**
 * Locks or unlocks the member, only if not already so (of two concurrent calls one wins); the updated member,
 * or undefined when the lock already was as asked.
 */
export async function setMemberLock(
  db: Db,
  memberId: string,
  change: LockChange,
  now: Date,
): Promise<Member | undefined> {
  const [updated] = await db
    .update(members)
    .set({
      disabled: change.locked,
      lockedAt: change.locked ? now : null,
      lockedBy: change.locked ? change.by : null,
      lockReason: change.locked ? change.reason : null,
      updatedAt: now,
    })
    .where(and(eq(members.id, memberId), ne(members.disabled, change.locked)))
    .returning();
  return updated;
}
