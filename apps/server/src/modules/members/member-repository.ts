import { randomInt, randomUUID } from 'node:crypto';
import type { MemberInfo } from '@lobby/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type Member, members } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { violatedUniqueConstraint } from '../../shared/db-errors.ts';
import { type LoginClient, recordLoginPlace } from './member-logins.ts';

export type { Member };
export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'affiliateCode' | 'createdAt' | 'updatedAt'>;

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const AFFILIATE_CODE_LENGTH = 8;

export const newAffiliateCode = (): string =>
  Array.from(
    { length: AFFILIATE_CODE_LENGTH },
    () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)],
  ).join('');

/** Which unique index a conflicting insert hit, as the error the client gets (409 with the field). */
const CONFLICTS: Record<string, ApiError> = {
  members_username_unique: new ApiError(409, 'username_exists', { field: 'username' }),
  members_email_unique: new ApiError(409, 'email_exists', { field: 'email' }),
  members_mobile_unique: new ApiError(409, 'mobile_exists', { field: 'mobileNum' }),
};

/**
 * A row of another unit's table, chosen by `where`, and the member its `memberId` column names, in one query:
 * joined here, so the caller needs no copy of the members table's mapping (the sessions plugin reads each
 * signed-in request's session and member this way).
 */
export async function findRowWithMember<T extends PgTable>(
  db: Db,
  { table, memberId, where }: { table: T; memberId: PgColumn; where: SQL },
): Promise<{ row: T['$inferSelect']; member: Member } | undefined> {
  const [found] = await db
    .select({ row: table as PgTable, member: members })
    .from(table as PgTable)
    .innerJoin(members, eq(members.id, memberId))
    .where(where)
    .limit(1);
  return found as { row: T['$inferSelect']; member: Member } | undefined;
}

export function findMemberById(db: Db, id: string): Promise<Member | undefined> {
  return db
    .select()
    .from(members)
    .where(eq(members.id, id))
    .then((rows) => rows[0]);
}

export function findMemberByUsername(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<Member | undefined> {
  return findMerchantMember(db, merchantCode, eq(sql`lower(${members.username})`, username.toLowerCase()));
}

export function findMemberByMobile(
  db: Db,
  merchantCode: string,
  countryDialingCode: string,
  mobileNum: string,
): Promise<Member | undefined> {
  return findMerchantMember(
    db,
    merchantCode,
    and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)),
  );
}

/** The merchant's member that matches the condition, if any. */
function findMerchantMember(
  db: Db,
  merchantCode: string,
  condition: SQL | undefined,
): Promise<Member | undefined> {
  return db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), condition))
    .then((rows) => rows[0]);
}

export async function emailTaken(db: Db, merchantCode: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.email})`, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** The member an affiliate code invites to: a real, enabled account of this merchant. */
export async function findReferrer(
  db: Db,
  merchantCode: string,
  affiliateCode: string,
): Promise<Member | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        eq(members.affiliateCode, affiliateCode.toUpperCase()),
        eq(members.disabled, false),
        sql`${members.type} in (0, 1, 2)`,
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Stores a new member with a fresh affiliate code. A username, e-mail or mobile number already taken
 * answers 409 with its code and field, also when two registrations race.
 */
export async function insertMember(db: Db, values: NewMember, now: Date): Promise<Member> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [member] = await db
        .insert(members)
        .values({
          ...values,
          id: randomUUID(),
          affiliateCode: newAffiliateCode(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!member) throw new Error('insert returned no member');
      return member;
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'members_affiliate_code_unique' && attempt < 5) continue;
      const conflict = constraint === undefined ? undefined : CONFLICTS[constraint];
      if (conflict) throw conflict;
      throw error;
    }
  }
}

export async function setPasswordHash(
  db: Db,
  memberId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(members.id, memberId));
}

/** Sets the payment password only where none is set yet (of two concurrent calls one wins); whether it did. */
export async function setFirstPaymentPasswordHash(
  db: Db,
  memberId: string,
  paymentPasswordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(members)
    .set({ paymentPasswordHash, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
    .returning({ id: members.id });
  return updated.length > 0;
}

/** The merchant of each of these members, by member id, in one query. */
export async function merchantCodesOf(db: Db, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, merchantCode: members.merchantCode })
    .from(members)
    .where(inArray(members.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, row.merchantCode]));
}

/**
 * The merchant's members (id and username) as a subquery another module joins in its own SQL, so a ranking
 * over many members stays one query.
 */
export const merchantMembers = (db: Db, merchantCode: string) =>
  db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.merchantCode, merchantCode))
    .as('merchant_members');

/** The newest `limit` accounts an agent referred, and how many it referred in all. */
/**
 * The members `agentId` referred, newest first: `limit` of them from `offset`, each with how many members it
 * referred itself (a sub-agent's own downline), and how many there are in all.
 */
export async function findDownlines(db: Db, agentId: string, limit: number, offset = 0) {
  const referred = alias(members, 'referred');
  const [total] = await db.select({ value: count() }).from(members).where(eq(members.referrerId, agentId));
  const rows = await db
    .select({
      id: members.id,
      account: members.username,
      type: members.type,
      createdAt: members.createdAt,
      downlineCount:
        sql`(${db.select({ value: count() }).from(referred).where(eq(referred.referrerId, members.id))})`.mapWith(
          Number,
        ),
    })
    .from(members)
    .where(eq(members.referrerId, agentId))
    .orderBy(desc(members.createdAt), desc(members.username))
    .limit(limit)
    .offset(offset);
  return { rows, totalCount: total?.value ?? 0 };
}

/**
 * Locks the member's row until the transaction `tx` ends: work done once per member (a day's sign-in) waits
 * for the other attempt instead of racing it.
 */
export async function lockMember(tx: Db, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function setHeadIcon(db: Db, memberId: string, headIcon: string, now: Date): Promise<void> {
  await db.update(members).set({ headIcon, updatedAt: now }).where(eq(members.id, memberId));
}

/** Notes a login, where and on what device; answers whether it was the member's first. */
export async function recordLogin(db: Db, member: Member, client: LoginClient, now: Date): Promise<boolean> {
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
  await recordLoginPlace(db, member, client, now);
  return member.lastLoginAt === null;
}

export function memberInfo(member: Member): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    clubLabel: { labelName: member.vipLabel },
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
    email: member.email,
    createdAt: member.createdAt.toISOString(),
  };
}
