import { z } from 'zod';
import { DEPOSIT_STATUSES } from './play-rules.ts';
import { text } from './text.ts';
import { MoneyAmount } from './wallet.ts';

export const DEPOSIT_REQUESTS_PAGE_SIZE = 50;

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/);

/** listDepositRequests: dates are calendar days of the merchant's timezone, both included. */
export const DepositRequestsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  channelId: text().trim().min(1).max(40).optional(),
  /** Username (exact, case-insensitive) or member id. */
  member: text().trim().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  minAmount: z.coerce.number().pipe(MoneyAmount).optional(),
  maxAmount: z.coerce.number().pipe(MoneyAmount).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DepositRequestsQuery = z.infer<typeof DepositRequestsQuery>;
export type DepositRequestsQueryInput = z.input<typeof DepositRequestsQuery>;

export const DepositRequest = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  channelId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** Relative to the API prefix; needs a console session allowed to list deposits. Null without a receipt. */
  receiptPath: z.string().nullable(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  reviewedByUsername: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
});
export type DepositRequest = z.infer<typeof DepositRequest>;

export const DepositRequestPage = z.object({
  list: z.array(DepositRequest),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type DepositRequestPage = z.infer<typeof DepositRequestPage>;

export const DepositRequestParams = z.object({ id: z.uuid() });

/** Approves (credits through the ledger) or rejects with a reason a pending deposit. */
export const ReviewDepositRequest = z
  .object({ approve: z.boolean(), reason: text().trim().min(1).max(500).optional() })
  .refine((body) => body.approve || body.reason !== undefined, {
    message: 'a rejection needs a reason',
    path: ['reason'],
  });
export type ReviewDepositRequest = z.infer<typeof ReviewDepositRequest>;
