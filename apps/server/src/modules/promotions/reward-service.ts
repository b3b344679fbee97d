import { type Reward, toMajor } from '@lobby/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rewards } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { ensureWallet, postLedgerEntry } from '../wallet/index.ts';

const LIST_SIZE = 100;

type RewardRow = typeof rewards.$inferSelect;

const rewardOf = (row: RewardRow): Reward => ({
  id: row.id,
  sourceCode: row.sourceCode,
  title: row.title,
  amount: toMajor(row.amountMinor),
  status: row.status as Reward['status'],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The member's newest rewards, claimable or not. */
export async function listRewards(db: Db, memberId: string): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.memberId, memberId))
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(LIST_SIZE);
  return rows.map(rewardOf);
}

/**
 * Claim → Claimed, crediting the amount (ledger kind reward, reference the reward id) in one transaction.
 * Another member's reward is 404; claimed, issued or expired ones 409 reward_not_claimable.
 */
export async function claimReward(
  db: Db,
  claim: { id: string; memberId: string; currency: string; now: Date },
): Promise<Reward> {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, claim.id), eq(rewards.memberId, claim.memberId)));
  if (!reward) throw new ApiError(404, 'not_found');
  if (reward.expiresAt !== null && reward.expiresAt <= claim.now) {
    throw new ApiError(409, 'reward_not_claimable');
  }
  await ensureWallet(db, claim.memberId, claim.currency, claim.now);
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rewards)
      .set({ status: 'Claimed', claimedAt: claim.now })
      .where(and(eq(rewards.id, reward.id), eq(rewards.status, 'Claim')))
      .returning();
    if (!row) return undefined;
    await postLedgerEntry(tx, {
      memberId: claim.memberId,
      kind: 'reward',
      reference: row.id,
      amountMinor: row.amountMinor,
      now: claim.now,
    });
    return row;
  });
  if (!claimed) throw new ApiError(409, 'reward_not_claimable');
  return rewardOf(claimed);
}
