import {
  REWARD_CLAIM_PAGE_SIZE,
  type RewardClaim,
  type RewardClaimPage,
  type RewardClaimStatus,
  type RewardClaimsQuery,
  toMajor,
} from '@lobby/contract';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityEntries } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import { memberDirectory } from '../members/index.ts';
import type { ActivityRow, EntryRow } from './activity-service.ts';

/** Claims are entries of activities that pay a reward; entries of reward-less activities (Joined) are not. */
function claimRows(db: Db, where: SQL | undefined) {
  const directory = memberDirectory(db);
  return db
    .select({ entry: activityEntries, activity: activities, memberUsername: directory.username })
    .from(activityEntries)
    .innerJoin(activities, eq(activities.id, activityEntries.activityId))
    .innerJoin(directory, eq(directory.id, activityEntries.memberId))
    .where(and(sql`${activities.rewardMinor} > 0`, where));
}

interface ClaimRow {
  entry: EntryRow;
  activity: ActivityRow;
  memberUsername: string;
}

export const rewardClaimOf = ({ entry, activity, memberUsername }: ClaimRow): RewardClaim => ({
  id: entry.id,
  activityId: activity.id,
  activityTitle: activity.title,
  memberId: entry.memberId,
  memberUsername,
  merchantCode: activity.merchantCode,
  status: entry.status as RewardClaimStatus,
  rewardAmount: toMajor(activity.rewardMinor),
  turnoverMultiple: activity.turnoverMultiple,
  remark: entry.remark,
  joinedAt: entry.joinedAt.toISOString(),
  decidedByUsername: entry.decidedByUsername,
  decidedAt: entry.decidedAt?.toISOString() ?? null,
  decisionReason: entry.decisionReason,
});

const inScope = (scope: string | undefined) =>
  scope === undefined ? undefined : eq(activities.merchantCode, scope);

/** Reward claims of the merchant in scope (every merchant's for a platform operator), newest first, paged. */
export async function listRewardClaims(
  db: Db,
  query: RewardClaimsQuery,
  scope: string | undefined,
): Promise<RewardClaimPage> {
  const { page } = query;
  const rows = await claimRows(
    db,
    and(
      inScope(scope),
      query.status ? eq(activityEntries.status, query.status) : undefined,
      query.activityId ? eq(activityEntries.activityId, query.activityId) : undefined,
      query.memberId ? eq(activityEntries.memberId, query.memberId) : undefined,
    ),
  )
    .orderBy(desc(activityEntries.joinedAt), desc(activityEntries.id))
    .limit(REWARD_CLAIM_PAGE_SIZE + 1)
    .offset((page - 1) * REWARD_CLAIM_PAGE_SIZE);
  return pageOf(rows, page, REWARD_CLAIM_PAGE_SIZE, rewardClaimOf);
}

/** One claim by its id, if in scope. */
export async function findRewardClaim(
  db: Db,
  id: string,
  scope: string | undefined,
): Promise<ClaimRow | undefined> {
  const [row] = await claimRows(db, and(eq(activityEntries.id, id), inScope(scope)));
  return row;
}

export const EXPIRY_BATCH = 500;

/**
 * Expires one batch of approved rewards left unclaimed past their activity's claim days; answers the
 * expired entries. Several runners may call it at once: each claims its batch with SKIP LOCKED and the
 * UPDATE re-checks the status, so every entry expires exactly once.
 */
export async function expireUnclaimedBatch(
  db: Db,
  now: Date,
): Promise<{ activityId: string; memberId: string }[]> {
  const due = db
    .select({ id: activityEntries.id })
    .from(activityEntries)
    .innerJoin(activities, eq(activities.id, activityEntries.activityId))
    .where(
      and(
        eq(activityEntries.status, 'Claim'),
        isNotNull(activities.claimDays),
        sql`${activityEntries.joinedAt} + ${activities.claimDays} * interval '1 day' <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(EXPIRY_BATCH)
    .for('update', { of: activityEntries, skipLocked: true });
  return db
    .update(activityEntries)
    .set({ status: 'Expired', expiredAt: now })
    .where(and(inArray(activityEntries.id, due), eq(activityEntries.status, 'Claim')))
    .returning({ activityId: activityEntries.activityId, memberId: activityEntries.memberId });
}
