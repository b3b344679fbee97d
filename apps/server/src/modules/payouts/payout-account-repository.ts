import { randomUUID } from 'node:crypto';
import { maskPayoutNumber, type PayoutAccount } from '@lobby/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutAccounts } from '../../db/schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

const live = (memberId: string) =>
  and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt));

export const payoutAccountOf = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind as PayoutAccount['kind'],
  institution: row.institution,
  holderName: row.holderName,
  maskedNumber: maskPayoutNumber(row.number),
  createdAt: row.createdAt.toISOString(),
});

/** The member's live payout accounts, newest first. */
export const livePayoutAccounts = (db: Db, memberId: string): Promise<PayoutAccountRow[]> =>
  db
    .select()
    .from(payoutAccounts)
    .where(live(memberId))
    .orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id));

export async function countLivePayoutAccounts(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(payoutAccounts).where(live(memberId));
  return row?.value ?? 0;
}

/** One of the member's live accounts, or undefined (another member's, removed or unknown). */
export async function findLivePayoutAccount(
  db: Db,
  memberId: string,
  id: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(live(memberId), eq(payoutAccounts.id, id)));
  return row;
}

export interface NewPayoutAccount {
  memberId: string;
  kind: string;
  institution: string;
  holderName: string;
  number: string;
  now: Date;
}

/** Stores the account; undefined when the member already has the same kind and number live (unique index). */
export async function insertPayoutAccount(
  db: Db,
  input: NewPayoutAccount,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      id: randomUUID(),
      memberId: input.memberId,
      kind: input.kind,
      institution: input.institution,
      holderName: input.holderName,
      number: input.number,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Hides the account (kept for the withdrawals naming it) or deletes it; false when it was not live. */
export async function removePayoutAccount(
  db: Db,
  input: { memberId: string; id: string; keep: boolean; now: Date },
): Promise<boolean> {
  const where = and(live(input.memberId), eq(payoutAccounts.id, input.id));
  const rows = input.keep
    ? await db
        .update(payoutAccounts)
        .set({ removedAt: input.now })
        .where(where)
        .returning({ id: payoutAccounts.id })
    : await db.delete(payoutAccounts).where(where).returning({ id: payoutAccounts.id });
  return rows.length > 0;
}

/** An account by id, removed or not (a withdrawal's destination). */
export async function findPayoutAccount(db: Db, id: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
  return row;
}
