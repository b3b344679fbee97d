export { consoleWithdrawalRoutes } from './console-withdrawal-routes.ts';
export type { Payout, PayoutAdapter, PayoutState, SubmitOutcome } from './payout-adapter.ts';
export { payoutJob } from './payout-job.ts';
export { payoutRoutes } from './payout-routes.ts';
export { SANDBOX_PAYOUT_DELAY_MS, SANDBOX_SCHEDULE, sandboxPayouts } from './sandbox-payouts.ts';
