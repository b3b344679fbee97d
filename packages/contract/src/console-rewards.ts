import { z } from 'zod';
import { DecisionRequest } from './console-decision.ts';
import { text } from './text.ts';

/**
 * A reward claim is a member's entry in an activity that pays a reward (decision 0048). Applying and Process
 * wait for review; Claim is approved and waits for the member; Claimed and Issued are paid; Rejected and
 * Expired never pay.
 */
export const REWARD_CLAIM_STATUSES = [
  'Applying',
  'Process',
  'Claim',
  'Claimed',
  'Issued',
  'Rejected',
  'Expired',
] as const;
export const RewardClaimStatus = z.enum(REWARD_CLAIM_STATUSES);
export type RewardClaimStatus = z.infer<typeof RewardClaimStatus>;

export const REWARD_CLAIM_PAGE_SIZE = 50;

export const RewardClaimsQuery = z.object({
  status: RewardClaimStatus.optional(),
  activityId: text().trim().min(1).max(64).optional(),
  memberId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RewardClaimsQuery = z.infer<typeof RewardClaimsQuery>;

export const RewardClaim = z.object({
  id: z.uuid(),
  activityId: z.string(),
  activityTitle: z.string(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  status: RewardClaimStatus,
  /** Major units. */
  rewardAmount: z.number(),
  turnoverMultiple: z.number().int(),
  remark: z.string().nullable(),
  joinedAt: z.iso.datetime(),
  decidedByUsername: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type RewardClaim = z.infer<typeof RewardClaim>;

export const RewardClaimPage = z.object({
  list: z.array(RewardClaim),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type RewardClaimPage = z.infer<typeof RewardClaimPage>;

export const RewardClaimParams = z.object({ id: z.uuid() });

/** Approves (paying the reward once, Issued) or rejects with a reason an application waiting for review. */
export const ReviewRewardClaimRequest = DecisionRequest;
export type ReviewRewardClaimRequest = DecisionRequest;
