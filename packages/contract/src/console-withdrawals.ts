import { z } from 'zod';
import {
  ConsoleBet,
  ConsoleDeposit,
  ConsoleLedgerEntry,
  ConsoleLinkedAccount,
  ConsoleWithdrawal,
} from './console-members.ts';
import { PayoutKind } from './payouts.ts';
import { WITHDRAWAL_STATUSES } from './play-rules.ts';
import { text } from './text.ts';

/* Console withdrawal queue (issue 16, decision 0046). */

export const WITHDRAWAL_REQUEST_PAGE_SIZE = 50;
/** How many of each of the member's recent lists the withdrawal detail shows, newest first. */
export const WITHDRAWAL_DETAIL_LIST_SIZE = 20;

const queryAmount = z.coerce.number().min(0).max(1_000_000_000);

/**
 * listWithdrawalRequests: newest first, 50 a page. from/to bound createdAt (from included, to excluded);
 * minAmount/maxAmount bound the amount (major units, both included); member is the start of the member's
 * username (case-insensitive); kind is the payout account's kind (the withdrawal's channel).
 */
export const ConsoleWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  minAmount: queryAmount.optional(),
  maxAmount: queryAmount.optional(),
  member: text().trim().min(1).max(64).optional(),
  memberId: z.uuid().optional(),
  kind: PayoutKind.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleWithdrawalsQuery = z.input<typeof ConsoleWithdrawalsQuery>;
export type ConsoleWithdrawalsFilter = z.infer<typeof ConsoleWithdrawalsQuery>;

/** The payout account as the console sees it: holder name in full, number masked as everywhere. */
export const ConsolePayoutAccount = z.object({
  id: z.uuid(),
  kind: PayoutKind,
  institution: z.string(),
  holderName: z.string(),
  maskedNumber: z.string(),
});
export type ConsolePayoutAccount = z.infer<typeof ConsolePayoutAccount>;

export const ConsoleWithdrawalRequest = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  /** What the member receives. */
  amount: z.number(),
  fee: z.number(),
  /** amount + fee: what left the balance and returns on failure, rejection or cancel. */
  heldAmount: z.number(),
  currencyCode: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Null only for withdrawals requested before payout accounts existed. */
  payoutAccount: ConsolePayoutAccount.nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewedByUsername: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** The reason of the rejection or resolution (also shown to the member), or the provider's failure code. */
  reason: z.string().nullable(),
  /** The payout provider's id of the payout, once submitted. */
  providerReference: z.string().nullable(),
});
export type ConsoleWithdrawalRequest = z.infer<typeof ConsoleWithdrawalRequest>;

export const ConsoleWithdrawalPage = z.object({
  list: z.array(ConsoleWithdrawalRequest),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConsoleWithdrawalPage = z.infer<typeof ConsoleWithdrawalPage>;

export const ConsoleWithdrawalIdParams = z.object({ id: z.uuid() });

/** getWithdrawalRequest: the request with what a reviewer checks: the member's recent activity and linked accounts. */
export const ConsoleWithdrawalDetail = z.object({
  request: ConsoleWithdrawalRequest,
  member: z.object({
    id: z.uuid(),
    username: z.string(),
    payeeName: z.string().nullable(),
    balance: z.number(),
    currencyCode: z.string().nullable(),
    locked: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  ledger: z.array(ConsoleLedgerEntry),
  bets: z.array(ConsoleBet),
  deposits: z.array(ConsoleDeposit),
  withdrawals: z.array(ConsoleWithdrawal),
  linkedAccounts: z.array(ConsoleLinkedAccount),
});
export type ConsoleWithdrawalDetail = z.infer<typeof ConsoleWithdrawalDetail>;

const Reason = text().trim().min(1).max(500);

/**
 * reviewWithdrawalRequest. approve / reject: only while pending_review (approve hands it to the payout provider:
 * the answer is processing, failed or unknown; reject returns the held amount). mark_paid / mark_failed: only
 * while unknown (the operator checked with the provider; mark_failed returns the held amount). Anything else
 * is 409 withdrawal_state_changed (field status) and nothing changes. A reason is required except to approve.
 */
export const WITHDRAWAL_DECISIONS = ['approve', 'reject', 'mark_paid', 'mark_failed'] as const;
export const WithdrawalDecision = z.enum(WITHDRAWAL_DECISIONS);
export type WithdrawalDecision = z.infer<typeof WithdrawalDecision>;

export const ReviewWithdrawalRequest = z
  .object({ decision: WithdrawalDecision, reason: Reason.optional() })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
    message: 'a reason is required',
    path: ['reason'],
  });
export type ReviewWithdrawalRequest = z.infer<typeof ReviewWithdrawalRequest>;
