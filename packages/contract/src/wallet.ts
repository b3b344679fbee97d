import { z } from 'zod';
import { GameCategorySchema } from './games.ts';
import { ReceivingAccount } from './merchant.ts';
import { toMinor } from './money.ts';
import { PayoutKind } from './payouts.ts';
import {
  DEPOSIT_STATUSES,
  PAYMENT_PASSWORD_PATTERN,
  ROUND_STATUSES,
  WITHDRAWAL_STATUSES,
} from './play-rules.ts';
import { text } from './text.ts';

/** An amount in major units with at most two decimals (12.5 is 12.50), positive. */
export const MoneyAmount = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((value) => toMinor(value) !== undefined, { message: 'at most two decimals' });

/** getWallet: the member's balance in the merchant's currency (spec: sumBalance, currencySymbol). */
export const Wallet = z.object({
  sumBalance: z.number(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
});
export type Wallet = z.infer<typeof Wallet>;

/* ------------------------------------------------------------------ deposits (/m/voucherCenter) */

export const DepositChannel = z.object({
  channelId: z.string(),
  /** A translation key of the channel's name (the web translates it). */
  nameCode: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Quick-pick amounts shown as chips. */
  presets: z.array(z.number()),
  /** instant: the provider confirms by itself; bank_transfer: the member pays in and attaches a receipt. */
  kind: z.enum(['instant', 'bank_transfer']),
  /** Where to pay a bank transfer; empty for an instant channel. */
  receivingAccounts: z.array(ReceivingAccount),
});
export const DepositChannels = z.object({ channels: z.array(DepositChannel) });
export type DepositChannel = z.infer<typeof DepositChannel>;
export type DepositChannels = z.infer<typeof DepositChannels>;

export const DepositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const CreateDepositRequest = z.object({
  channelId: text().trim().min(1).max(40),
  amount: MoneyAmount,
});
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

export const Deposit = z.object({
  id: z.string(),
  channelId: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: DepositStatus,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The member's transfer reference (bank transfer only). */
  reference: z.string().nullable(),
  /** Why an operator rejected it. */
  rejectReason: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;
export const DepositIdParams = z.object({ id: z.uuid() });

/** getDeposits: the member's latest deposits, newest first. */
export const DepositList = z.object({ deposits: z.array(Deposit) });
export type DepositList = z.infer<typeof DepositList>;

export const BANK_TRANSFER_CHANNEL_ID = 'bank_transfer';
export const DEPOSIT_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * createBankTransferDeposit: multipart/form-data with these text fields and one file named `receipt`
 * (png or jpg by content, at most DEPOSIT_RECEIPT_MAX_BYTES).
 */
export const BankTransferFields = z.object({
  amount: z.coerce.number().pipe(MoneyAmount),
  reference: text().trim().min(1).max(64),
});
export type BankTransferFields = z.infer<typeof BankTransferFields>;

/* ------------------------------------------------------------------ withdrawals (/m/withdraw) */

export const PaymentPassword = text().regex(PAYMENT_PASSWORD_PATTERN);

export const SetPaymentPasswordRequest = z.object({
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: text().max(64),
});
export type SetPaymentPasswordRequest = z.infer<typeof SetPaymentPasswordRequest>;

export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/** The payout account a withdrawal names, masked; kept as it was when requested. */
export const WithdrawalDestination = z.object({
  id: z.uuid(),
  kind: PayoutKind,
  institution: z.string(),
  maskedNumber: z.string(),
});
export type WithdrawalDestination = z.infer<typeof WithdrawalDestination>;

export const Withdrawal = z.object({
  id: z.string(),
  /** What the member receives. */
  amount: z.number(),
  /** Charged on top: amount + fee left the balance (decision 0046). */
  fee: z.number(),
  currencyCode: z.string(),
  status: WithdrawalStatus,
  /** Null only for withdrawals requested before payout accounts existed. */
  destination: WithdrawalDestination.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** When it became paid, failed, rejected or cancelled. */
  completedAt: z.string().nullable(),
  /**
   * The operator's reason of a rejection or of resolving an unknown payout, or the payout provider's failure
   * code (sandbox_refused, sandbox_failed...) of a failed one; null otherwise.
   */
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** getWithdrawals: what the withdraw screen needs, with the member's latest requests (newest first). */
export const WithdrawalOverview = z.object({
  hasPaymentPassword: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  withdrawals: z.array(Withdrawal),
});
export type WithdrawalOverview = z.infer<typeof WithdrawalOverview>;

/**
 * createWithdrawal: amount (what the member receives) to the payout account payoutAccountId (one of the
 * member's live accounts, else 400 payout_account_not_found, field payoutAccountId). The fee comes from the
 * account's kind (listPayoutAccounts; withdrawalFeeMinor); amount + fee must be covered by the balance.
 */
export const CreateWithdrawalRequest = z.object({
  amount: MoneyAmount,
  payoutAccountId: z.uuid(),
  paymentPassword: text().min(1).max(64),
});
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequest>;

/** cancelWithdrawal: only while pending_review (else 409 withdrawal_state_changed); answers the Withdrawal. */
export const WithdrawalIdParams = z.object({ id: z.uuid() });

/* ------------------------------------------------------------------ betting records (/m/gameRecord) */

const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GameRecordsQuery = z.object({
  /** Calendar dates (YYYY-MM-DD) in the member's time zone, both included. */
  /** At most GAME_RECORD_MAX_DAYS days before endDate. */
  startDate: isoDate,
  endDate: isoDate,
  /** Minutes east of UTC of the member's time zone (the browser's), so dates mean the member's days. */
  utcOffset: z.coerce.number().int().min(-840).max(840).default(0),
  gameType: GameCategorySchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: text().trim().toUpperCase().max(8).optional(),
});
export type GameRecordsQuery = z.input<typeof GameRecordsQuery>;

export const GameRecord = z.object({
  roundId: z.string(),
  nodeId: z.string().nullable(),
  /** In the requested language. */
  gameName: z.string(),
  gameType: z.string(),
  vendor: z.string(),
  betAmount: z.number(),
  winAmount: z.number(),
  /** winAmount - betAmount. */
  netAmount: z.number(),
  status: z.enum(ROUND_STATUSES),
  betAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const GameRecordTotals = z.object({
  count: z.number().int(),
  betAmount: z.number(),
  winAmount: z.number(),
  netAmount: z.number(),
});

export const GameRecords = z.object({
  records: z.array(GameRecord),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Over the whole range and category, not just this page. */
  totals: GameRecordTotals,
  currencyCode: z.string(),
});
export type GameRecords = z.infer<typeof GameRecords>;
