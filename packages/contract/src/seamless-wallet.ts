import { z } from 'zod';
import { text } from './text.ts';

/**
 * The seamless-wallet API a game vendor calls (docs/vendor-adapter.md). Every request is signed:
 * x-vendor (vendor code), x-merchant (the merchant whose account at the vendor makes the call), x-timestamp
 * (epoch ms, at most SIGNATURE_MAX_SKEW_MS away from the server's time) and x-signature, the lowercase hex
 * HMAC-SHA256 of `${timestamp}.${rawBody}` under that merchant's key for the vendor.
 * Amounts are integer minor units of the player's wallet currency. Bets, wins and refunds are idempotent per
 * (vendor, transactionId): a repeat answers the first result and changes nothing.
 */
export const WALLET_SIGNATURE_HEADERS = {
  vendor: 'x-vendor',
  merchant: 'x-merchant',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

const id = text().trim().min(1).max(64);
const minor = z.number().int().min(0).max(100_000_000_000);

export const WalletBalanceRequest = z.object({ playerId: z.uuid(), currency: text().length(3) });

export const WalletBetRequest = z.object({
  transactionId: id,
  roundId: id,
  playerId: z.uuid(),
  currency: text().length(3),
  /** The game played (the catalogue's nodeId). */
  nodeId: text().max(64),
  amount: minor.min(1),
});
export type WalletBetRequest = z.infer<typeof WalletBetRequest>;

export const WalletWinRequest = z.object({
  transactionId: id,
  roundId: id,
  playerId: z.uuid(),
  currency: text().length(3),
  nodeId: text().max(64),
  /** 0 settles a lost round. */
  amount: minor,
});
export type WalletWinRequest = z.infer<typeof WalletWinRequest>;

export const WalletRefundRequest = z.object({
  transactionId: id,
  /** The bet being returned. */
  betTransactionId: id,
  roundId: id,
  playerId: z.uuid(),
  currency: text().length(3),
});
export type WalletRefundRequest = z.infer<typeof WalletRefundRequest>;

/** What every wallet call answers inside the envelope. */
export const WalletCallbackResult = z.object({
  /** The balance after the transaction (after the first one, for a repeat). */
  balance: z.number().int(),
  currency: z.string(),
  /** The ledger row of the transaction; null for a balance query. */
  ledgerId: z.string().nullable(),
});
export type WalletCallbackResult = z.infer<typeof WalletCallbackResult>;
