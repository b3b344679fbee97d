/**
 * What the server needs of a payout provider (docs/payout-adapter.md, decision 0046). One adapter per
 * deployment; the sandbox one ships.
 */
export interface Payout {
  /** The withdrawal id: the provider's idempotency key, so a payout submitted twice is paid once. */
  id: string;
  /** What the member receives, minor units. */
  amountMinor: number;
  currency: string;
  kind: string;
  institution: string;
  holderName: string;
  /** The full (normalised) account number. */
  accountNumber: string;
}

/** The provider's answer to a submission; unknown: it did not answer in time (the payout may or may not exist). */
export type SubmitOutcome =
  | { outcome: 'accepted'; providerReference: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'unknown' };

/** Where a submitted payout stands; unknown: the provider cannot say yet (or timed out again). */
export type PayoutState =
  | { state: 'paid'; providerReference?: string }
  | { state: 'failed'; reason: string }
  | { state: 'processing' }
  | { state: 'unknown' };

export interface PayoutAdapter {
  /** Hands the payout to the provider. Must not throw for a provider's refusal or timeout: answer failed or unknown. */
  submit(payout: Payout, now: Date): Promise<SubmitOutcome>;
  /** Asks the provider about a payout submitted at `submittedAt` (also one whose submission timed out). */
  checkStatus(payout: Payout, submittedAt: Date, now: Date): Promise<PayoutState>;
}
