import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustments } from '../../db/schema.ts';

/** The merchant's balance adjustments waiting for a second operator's approval now (the dashboard's figure). */
export async function countPendingAdjustments(db: Db, merchantCode: string): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.merchantCode, merchantCode),
        eq(balanceAdjustments.status, 'pending_approval'),
      ),
    );
  return row?.pending ?? 0;
}
