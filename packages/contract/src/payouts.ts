import { z } from 'zod';
import { toMinor } from './money.ts';
import { text } from './text.ts';

/* Payout accounts (issue 16, decision 0046): where a member's withdrawals are paid to. */

/** bank_account: a bank account number or IBAN; e_wallet: a mobile wallet (JazzCash, Easypaisa...) number. */
export const PAYOUT_KINDS = ['bank_account', 'e_wallet'] as const;
export const PayoutKind = z.enum(PAYOUT_KINDS);
export type PayoutKind = z.infer<typeof PayoutKind>;

/** Account numbers per kind, after spaces and dashes are removed and letters upper-cased. */
export const PAYOUT_NUMBER_PATTERNS: Record<PayoutKind, RegExp> = {
  /** 8 to 34 letters and digits (a local account number or an IBAN). */
  bank_account: /^[A-Z0-9]{8,34}$/,
  /** 10 to 15 digits (the wallet's mobile number, without +). */
  e_wallet: /^\d{10,15}$/,
};

/** The account number as the server stores and checks it: no spaces or dashes, letters upper-cased. */
export const normalisePayoutNumber = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** Shown in every answer instead of the number: the last four characters after a mask. */
export const maskPayoutNumber = (normalised: string): string => `****${normalised.slice(-4)}`;

/** How many live payout accounts a member may keep. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** A fee in major units (fixedFee) plus a percentage of the amount (percentFee, at most two decimals). */
export const PayoutFee = z.object({
  fixedFee: z.number().min(0).max(1_000_000),
  percentFee: z
    .number()
    .min(0)
    .max(50)
    .refine((value) => toMinor(value) !== undefined, { message: 'at most two decimals' }),
});
export type PayoutFee = z.infer<typeof PayoutFee>;

/** A payout kind the merchant offers and its withdrawal fee. */
export const PayoutKindOffer = PayoutFee.extend({ kind: PayoutKind });
export type PayoutKindOffer = z.infer<typeof PayoutKindOffer>;

/** Merchant config `payouts`: the kinds members may add (none: withdrawals cannot be requested). */
export const PayoutsConfig = z.object({ kinds: z.array(PayoutKindOffer) });
export type PayoutsConfig = z.infer<typeof PayoutsConfig>;
export const DEFAULT_PAYOUTS_CONFIG: PayoutsConfig = { kinds: [] };

/**
 * The fee of a withdrawal of amountMinor (minor units): the fixed part plus the percentage rounded UP to the
 * minor unit. The server charges exactly this; the withdraw screen shows it before confirming. The member
 * receives the amount; amount + fee leaves the balance (decision 0046).
 */
export function withdrawalFeeMinor(amountMinor: number, fee: PayoutFee): number {
  const fixedMinor = toMinor(fee.fixedFee) ?? 0;
  const basisPoints = Math.round(fee.percentFee * 100);
  return fixedMinor + Math.ceil((amountMinor * basisPoints) / 10_000);
}

/** A payout account as every answer shows it: the number masked. */
export const PayoutAccount = z.object({
  id: z.uuid(),
  kind: PayoutKind,
  /** The bank's or wallet provider's name, as the member typed it. */
  institution: z.string(),
  holderName: z.string(),
  /** ****1234 */
  maskedNumber: z.string(),
  createdAt: z.iso.datetime(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** listPayoutAccounts: the member's live accounts (newest first), the merchant's kinds with fees, the payee name. */
export const PayoutAccounts = z.object({
  kinds: z.array(PayoutKindOffer),
  /** The member's payee name; null: set it in the member centre first (addPayoutAccount answers 409 payee_name_required). */
  payeeName: z.string().nullable(),
  maxAccounts: z.number().int(),
  accounts: z.array(PayoutAccount),
});
export type PayoutAccounts = z.infer<typeof PayoutAccounts>;

/**
 * addPayoutAccount. holderName must equal the member's payee name (trimmed, case and inner spaces ignored):
 * 400 payout_holder_name_mismatch (field holderName); no payee name: 409 payee_name_required. A kind the
 * merchant does not offer: 400 payout_kind_unavailable (field kind). A number not matching the kind's pattern:
 * 400 payout_account_number_invalid (field accountNumber). The same kind and number already live: 409
 * payout_account_exists; MAX_PAYOUT_ACCOUNTS live: 409 payout_account_limit.
 */
export const AddPayoutAccountRequest = z.object({
  kind: PayoutKind,
  institution: text().trim().min(1).max(60),
  holderName: text().trim().min(1).max(100),
  accountNumber: text().trim().min(1).max(64),
});
export type AddPayoutAccountRequest = z.infer<typeof AddPayoutAccountRequest>;

/** removePayoutAccount answers null; an account a withdrawal used is kept (hidden), never deleted. */
export const PayoutAccountIdParams = z.object({ id: z.uuid() });
