import { EXCLUSION_REGISTER_LIST_SIZE, type ExclusionRegisterEntry, maskPayoutNumber } from '@lobby/contract';
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exclusionRegisterEntries } from '../../db/schema.ts';

type EntryRow = typeof exclusionRegisterEntries.$inferSelect;

/** A mobile number as members and entries are compared: the dialing code without +, no leading zeros. */
export interface RegisterMobile {
  countryDialingCode: string;
  mobileNum: string;
}

export const normalisedMobile = (mobile: RegisterMobile): RegisterMobile => ({
  countryDialingCode: mobile.countryDialingCode.replace(/^\+/, ''),
  mobileNum: mobile.mobileNum.replace(/^0+/, ''),
});

/** The entry as the console lists it (and the audit trail records it): the mobile number masked. */
export const entryOf = (row: EntryRow): ExclusionRegisterEntry => ({
  id: row.id,
  merchantCode: row.merchantCode,
  mobile:
    row.countryDialingCode && row.mobileNum
      ? `+${row.countryDialingCode} ${maskPayoutNumber(row.mobileNum)}`
      : null,
  username: row.username,
  reason: row.reason,
  addedBy: row.addedByUsername,
  createdAt: row.createdAt.toISOString(),
});

export interface NewRegisterEntry {
  merchantCode: string;
  mobile: RegisterMobile | null;
  username: string | null;
  reason: string;
  addedByUsername: string;
  now: Date;
}

export async function insertRegisterEntry(db: Db, entry: NewRegisterEntry): Promise<ExclusionRegisterEntry> {
  const mobile = entry.mobile ? normalisedMobile(entry.mobile) : null;
  const [row] = await db
    .insert(exclusionRegisterEntries)
    .values({
      merchantCode: entry.merchantCode,
      countryDialingCode: mobile?.countryDialingCode ?? null,
      mobileNum: mobile?.mobileNum ?? null,
      username: entry.username?.toLowerCase() ?? null,
      reason: entry.reason,
      addedByUsername: entry.addedByUsername,
      createdAt: entry.now,
    })
    .returning();
  if (!row) throw new Error('the register entry was not stored');
  return entryOf(row);
}

const current = (scope: string | undefined): SQL | undefined =>
  and(
    isNull(exclusionRegisterEntries.removedAt),
    scope === undefined ? undefined : eq(exclusionRegisterEntries.merchantCode, scope),
  );

/** The register's current entries of the merchant (every merchant's: scope undefined), newest first. */
export async function listRegisterEntries(
  db: Db,
  scope: string | undefined,
): Promise<ExclusionRegisterEntry[]> {
  const rows = await db
    .select()
    .from(exclusionRegisterEntries)
    .where(current(scope))
    .orderBy(desc(exclusionRegisterEntries.createdAt), desc(exclusionRegisterEntries.id))
    .limit(EXCLUSION_REGISTER_LIST_SIZE);
  return rows.map(entryOf);
}

/**
 * Removes a current entry once: the update matches only an entry not removed yet, so of two removals one
 * answers it; undefined when there is none (unknown, another merchant's, or removed already).
 */
export async function removeRegisterEntry(
  db: Db,
  id: string,
  scope: string | undefined,
  removal: { byUsername: string; reason: string; now: Date },
): Promise<ExclusionRegisterEntry | undefined> {
  const [row] = await db
    .update(exclusionRegisterEntries)
    .set({ removedAt: removal.now, removedByUsername: removal.byUsername, removeReason: removal.reason })
    .where(and(eq(exclusionRegisterEntries.id, id), current(scope)))
    .returning();
  return row ? entryOf(row) : undefined;
}

/** Whether a current entry of the merchant names this mobile number or username. */
export async function registerMatches(
  db: Db,
  merchantCode: string,
  person: { mobile: RegisterMobile | null; username: string | null },
): Promise<boolean> {
  const mobile = person.mobile ? normalisedMobile(person.mobile) : null;
  const matches = [
    mobile
      ? and(
          eq(exclusionRegisterEntries.countryDialingCode, mobile.countryDialingCode),
          eq(exclusionRegisterEntries.mobileNum, mobile.mobileNum),
        )
      : undefined,
    person.username ? eq(exclusionRegisterEntries.username, person.username.toLowerCase()) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: exclusionRegisterEntries.id })
    .from(exclusionRegisterEntries)
    .where(and(current(merchantCode), or(...matches)))
    .limit(1);
  return row !== undefined;
}
