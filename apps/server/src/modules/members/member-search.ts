import type { MemberSearchField } from '@lobby/contract';
import { and, asc, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/**
 * The highest code point: in "C" every text that starts with p sorts below p followed by it, unless that
 * very character follows p (the searched fields hold ASCII only: usernames, digits, ids, codes, addresses).
 */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * The search's text as the stored value reads: usernames compare in lower case (lowered in SQL, as the
 * index), member ids in lower case, affiliate codes in upper case, mobiles without spaces and hyphens.
 */
function storedPrefix(by: MemberSearchField, q: string): string {
  switch (by) {
    case 'mobile':
      return q.replace(/[\s-]/g, '');
    case 'memberId':
      return q.toLowerCase();
    case 'affiliateCode':
      return q.toUpperCase();
    default:
      return q;
  }
}

const lowered = (by: MemberSearchField, value: Placeholder): SQL =>
  by === 'username' ? sql`lower(${value})` : sql`${value}`;

export interface MemberSearch {
  /** undefined: every merchant (a platform operator). */
  merchantCode: string | undefined;
  by: MemberSearchField;
  q: string;
  offset: number;
  limit: number;
}

/** The values of the placeholders of memberSearch's statement. */
export const memberSearchValues = (search: MemberSearch) => {
  const prefix = storedPrefix(search.by, search.q);
  return {
    merchantCode: search.merchantCode,
    prefix,
    pattern: prefixPattern(prefix),
    offset: search.offset,
    limit: search.limit,
  };
};

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
 * Members whose field starts with the text, by merchant (unless `everyMerchant`) and that field, in the
 * field's index order, with what the caller shows beside each (`beside`, columns computed from the member's
 * id, e.g. the balance): a statement the caller prepares and runs with memberSearchValues. The prefix is
 * also written as a key range, so a plan made without the values (a prepared statement's generic plan)
 * still scans only the matching part of the index; the LIKE keeps the exact meaning. Plain columns of
 * `members` (no subquery) keep drizzle's row mapping cheap.
 */
export function memberSearch<B extends Record<string, SQL>>(
  db: Db,
  by: MemberSearchField,
  everyMerchant: boolean,
  beside: (memberId: SQL) => B,
) {
  const key = SEARCH_KEYS[by];
  const prefix = lowered(by, sql.placeholder('prefix'));
  // Qualified: in the select list drizzle writes a column of a one-table query without its table.
  const memberId = sql`${members}.${sql.identifier(members.id.name)}`;
  return db
    .select({ ...FOUND_COLUMNS, ...beside(memberId) })
    .from(members)
    .where(
      and(
        everyMerchant ? undefined : eq(members.merchantCode, sql.placeholder('merchantCode')),
        sql`${key} >= ${prefix}`,
        sql`${key} < (${prefix} || ${LAST_CHARACTER})`,
        sql`${key} like ${lowered(by, sql.placeholder('pattern'))}`,
      ),
    )
    .orderBy(asc(members.merchantCode), asc(key), asc(members.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'));
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
