import {
  ADJUSTMENT_PAGE_SIZE,
  type AdjustmentDirection,
  type AdjustmentStatus,
  type BalanceAdjustment,
  type BalanceAdjustmentsQuery,
  toMajor,
} from '@lobby/contract';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustments } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NewAdjustmentRow = typeof balanceAdjustments.$inferInsert;

export const adjustmentItem = (row: AdjustmentRow): BalanceAdjustment => ({
  id: row.id,
  memberId: row.memberId,
  memberUsername: row.memberUsername,
  merchantCode: row.merchantCode,
  direction: row.direction as AdjustmentDirection,
  amount: toMajor(row.amountMinor),
  currency: row.currency,
  reason: row.reason,
  status: row.status as AdjustmentStatus,
  createdById: row.createdById,
  createdByUsername: row.createdByUsername,
  createdAt: row.createdAt.toISOString(),
  decidedById: row.decidedById,
  decidedByUsername: row.decidedByUsername,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
  balanceAfter: row.balanceAfterMinor === null ? null : toMajor(row.balanceAfterMinor),
});

export async function insertAdjustment(db: Db, row: NewAdjustmentRow): Promise<AdjustmentRow> {
  const [inserted] = await db.insert(balanceAdjustments).values(row).returning();
  if (!inserted) throw new Error('adjustment insert returned nothing');
  return inserted;
}

export async function findAdjustment(db: Db, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
  return row;
}

export interface Decision {
  status: 'approved' | 'rejected';
  operatorId: string;
  operatorUsername: string;
  reason: string | null;
  now: Date;
}

/**
 * Moves a pending adjustment to its decision, only if it is still pending and the decider did not make it:
 * of two concurrent deciders the second waits for the first's row lock, then matches nothing.
 */
export async function decidePending(
  db: Db,
  id: string,
  decision: Decision,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .update(balanceAdjustments)
    .set({
      status: decision.status,
      decidedById: decision.operatorId,
      decidedByUsername: decision.operatorUsername,
      decidedAt: decision.now,
      decisionReason: decision.reason,
    })
    .where(
      and(
        eq(balanceAdjustments.id, id),
        eq(balanceAdjustments.status, 'pending_approval'),
        ne(balanceAdjustments.createdById, decision.operatorId),
      ),
    )
    .returning();
  return row;
}

export async function setBalanceAfter(db: Db, id: string, balanceAfterMinor: number): Promise<AdjustmentRow> {
  const [row] = await db
    .update(balanceAdjustments)
    .set({ balanceAfterMinor })
    .where(eq(balanceAdjustments.id, id))
    .returning();
  if (!row) throw new Error('adjustment vanished');
  return row;
}

/** One page, newest first; `merchantCode` undefined: every merchant (a platform operator). */
export async function listAdjustments(
  db: Db,
  query: BalanceAdjustmentsQuery,
  merchantCode: string | undefined,
): Promise<{ list: BalanceAdjustment[]; page: number; hasMore: boolean }> {
  const filters: (SQL | undefined)[] = [
    merchantCode === undefined ? undefined : eq(balanceAdjustments.merchantCode, merchantCode),
    query.status ? eq(balanceAdjustments.status, query.status) : undefined,
    query.memberId ? eq(balanceAdjustments.memberId, query.memberId) : undefined,
  ];
  const rows = await db
    .select()
    .from(balanceAdjustments)
    .where(and(...filters))
    .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id))
    .limit(ADJUSTMENT_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADJUSTMENT_PAGE_SIZE);
  return pageOf(rows, query.page, ADJUSTMENT_PAGE_SIZE, adjustmentItem);
}
