import type { Payout, PayoutAdapter, PayoutState, SubmitOutcome } from './payout-adapter.ts';

/** How long the sandbox takes to pay (or fail) a payout after it was submitted. */
export const SANDBOX_PAYOUT_DELAY_MS = 3_000;

/**
 * The sandbox provider's schedule, chosen by the cents of the amount the member receives (docs/payout-adapter.md):
 * .13 refused at once; .17 times out, then paid; .19 times out, then failed; .23 accepted, then failed; any other
 * amount accepted, then paid. "Then" is SANDBOX_PAYOUT_DELAY_MS after submission, by the app's clock. Stateless, so
 * any instance answers alike.
 */
export const SANDBOX_SCHEDULE = {
  refused: 13,
  timeoutThenPaid: 17,
  timeoutThenFailed: 19,
  acceptedThenFailed: 23,
} as const;

const centsOf = (payout: Payout) => payout.amountMinor % 100;
const referenceOf = (payout: Payout) => `sandbox-${payout.id}`;

export const sandboxPayouts: PayoutAdapter = {
  async submit(payout): Promise<SubmitOutcome> {
    const cents = centsOf(payout);
    if (cents === SANDBOX_SCHEDULE.refused) return { outcome: 'failed', reason: 'sandbox_refused' };
    if (cents === SANDBOX_SCHEDULE.timeoutThenPaid || cents === SANDBOX_SCHEDULE.timeoutThenFailed) {
      return { outcome: 'unknown' };
    }
    return { outcome: 'accepted', providerReference: referenceOf(payout) };
  },

  async checkStatus(payout, submittedAt, now): Promise<PayoutState> {
    const cents = centsOf(payout);
    const due = now.getTime() - submittedAt.getTime() >= SANDBOX_PAYOUT_DELAY_MS;
    if (cents === SANDBOX_SCHEDULE.refused) return { state: 'failed', reason: 'sandbox_refused' };
    if (!due) {
      return cents === SANDBOX_SCHEDULE.timeoutThenPaid || cents === SANDBOX_SCHEDULE.timeoutThenFailed
        ? { state: 'unknown' }
        : { state: 'processing' };
    }
    if (cents === SANDBOX_SCHEDULE.timeoutThenFailed || cents === SANDBOX_SCHEDULE.acceptedThenFailed) {
      return { state: 'failed', reason: 'sandbox_failed' };
    }
    return { state: 'paid', providerReference: referenceOf(payout) };
  },
};
