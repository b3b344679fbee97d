import type { PlayerLimitKind, PlayerLimitPeriod } from '@lobby/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerLimits, playerLimitTotals } from '../../db/schema.ts';

export type LimitRow = typeof playerLimits.$inferSelect;
export type TotalsRow = typeof playerLimitTotals.$inferSelect;

export const findLimits = (db: Db, memberId: string): Promise<LimitRow[]> =>
  db.select().from(playerLimits).where(eq(playerLimits.memberId, memberId));

export const findTotals = (db: Db, memberId: string, keys: string[]): Promise<TotalsRow[]> =>
  db
    .select()
    .from(playerLimitTotals)
    .where(and(eq(playerLimitTotals.memberId, memberId), inArray(playerLimitTotals.period, keys)));

export interface LimitWrite {
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  amountMinor: number | null;
  pendingDueAt: Date | null;
  pendingAmountMinor: number | null;
}

export async function saveLimit(db: Db, memberId: string, write: LimitWrite, now: Date): Promise<void> {
  await db
    .insert(playerLimits)
    .values({ memberId, ...write, updatedAt: now })
    .onConflictDoUpdate({
      target: [playerLimits.memberId, playerLimits.kind, playerLimits.period],
      set: {
        amountMinor: write.amountMinor,
        pendingDueAt: write.pendingDueAt,
        pendingAmountMinor: write.pendingAmountMinor,
        updatedAt: now,
      },
    });
}

/**
 * Applies a due pending change once: the update matches only while the same change is still pending, so
 * of two concurrent confirmations exactly one answers true.
 */
export async function applyPendingChange(
  db: Db,
  memberId: string,
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  dueAt: Date,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(playerLimits)
    .set({
      amountMinor: sql`${playerLimits.pendingAmountMinor}`,
      pendingDueAt: null,
      pendingAmountMinor: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(playerLimits.memberId, memberId),
        eq(playerLimits.kind, kind),
        eq(playerLimits.period, period),
        eq(playerLimits.pendingDueAt, dueAt),
      ),
    )
    .returning({ kind: playerLimits.kind });
  return updated.length > 0;
}
