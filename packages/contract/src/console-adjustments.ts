import { z } from 'zod';
import { DecisionReason, DecisionRequest } from './console-decision.ts';
import { MoneyAmount } from './wallet.ts';

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const AdjustmentDirection = z.enum(ADJUSTMENT_DIRECTIONS);
export type AdjustmentDirection = z.infer<typeof AdjustmentDirection>;

/**
 * applied: moved at once (at or below the merchant's threshold); pending_approval: waits for a second
 * operator; approved: moved when a second operator approved it; rejected: never moved (decision 0042).
 */
export const ADJUSTMENT_STATUSES = ['applied', 'pending_approval', 'approved', 'rejected'] as const;
export const AdjustmentStatus = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatus>;

/** The largest single adjustment, in major units: a typo of a few zeros is refused, not queued. */
export const MAX_ADJUSTMENT_AMOUNT = 10_000_000;

const Reason = DecisionReason;

export const CreateBalanceAdjustmentRequest = z.object({
  direction: AdjustmentDirection,
  amount: MoneyAmount.max(MAX_ADJUSTMENT_AMOUNT),
  reason: Reason,
});
export type CreateBalanceAdjustmentRequest = z.infer<typeof CreateBalanceAdjustmentRequest>;

export const AdjustmentMemberParams = z.object({ id: z.uuid() });
export const AdjustmentIdParams = z.object({ id: z.uuid() });

/** Approves (approve true) or rejects (approve false, reason required) a pending adjustment. */
export const ApproveBalanceAdjustmentRequest = DecisionRequest;
export type ApproveBalanceAdjustmentRequest = DecisionRequest;

export const BalanceAdjustment = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  direction: AdjustmentDirection,
  /** Major units, positive; the direction says which way. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: AdjustmentStatus,
  createdById: z.uuid(),
  createdByUsername: z.string(),
  createdAt: z.iso.datetime(),
  decidedById: z.uuid().nullable(),
  decidedByUsername: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  /** The member's balance right after it moved; null while nothing moved. */
  balanceAfter: z.number().nullable(),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustment>;

export const ADJUSTMENT_PAGE_SIZE = 50;

export const BalanceAdjustmentsQuery = z.object({
  status: AdjustmentStatus.optional(),
  memberId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BalanceAdjustmentsQuery = z.infer<typeof BalanceAdjustmentsQuery>;

export const BalanceAdjustmentPage = z.object({
  list: z.array(BalanceAdjustment),
  page: z.number().int(),
  hasMore: z.boolean(),
  /**
   * Amounts above this (major units) wait for a second operator: the threshold of the member's merchant
   * when memberId is given, else of the caller's merchant; null for a platform operator without memberId.
   */
  approvalThreshold: z.number().nullable(),
});
export type BalanceAdjustmentPage = z.infer<typeof BalanceAdjustmentPage>;
