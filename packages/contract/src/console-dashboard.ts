import { z } from 'zod';
import { ConsoleMerchantCode } from './console-operators.ts';

/** getConsoleDashboard: a platform operator may name the merchant; a merchant's operator sees their own. */
export const ConsoleDashboardQuery = z.object({ merchantCode: ConsoleMerchantCode.optional() });
export type ConsoleDashboardQuery = z.infer<typeof ConsoleDashboardQuery>;

const Count = z.number().int();
/** Money in major units of the merchant's currency (two decimals). */
const Amount = z.number();

/**
 * The figures of a period (decision 0045). Trial accounts are left out. `betAmount` is the stakes placed
 * minus the stakes refunded in the period; `grossGamingRevenue` is `betAmount - winAmount`.
 */
export const DashboardFigures = z.object({
  registrations: Count,
  firstDeposits: Count,
  depositCount: Count,
  depositAmount: Amount,
  withdrawalCount: Count,
  withdrawalAmount: Amount,
  activeMembers: Count,
  betCount: Count,
  betAmount: Amount,
  winAmount: Amount,
  grossGamingRevenue: Amount,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/** One merchant day (YYYY-MM-DD in the merchant's timezone) of the trend series. */
export const DashboardDay = DashboardFigures.extend({ day: z.iso.date() });
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardPeriod = z.object({
  /** First and last merchant day of the period, inclusive; the last one is today, counted so far. */
  from: z.iso.date(),
  to: z.iso.date(),
  figures: DashboardFigures,
});

/** What waits for an operator now: withdrawals to review, balance adjustments to approve. */
export const PendingReviews = z.object({
  withdrawals: Count,
  adjustments: Count,
});

export const ConsoleDashboard = z.object({
  merchantCode: z.string(),
  /** The merchants the caller may pick (only their own for a merchant's operator). */
  merchantCodes: z.array(z.string()),
  timezone: z.string(),
  currency: z.string(),
  /** The moment the figures were taken. */
  asOf: z.iso.datetime(),
  today: DashboardPeriod,
  last7Days: DashboardPeriod,
  pendingReviews: PendingReviews,
  /** The 30 merchant days ending today, oldest first, every day present. */
  series: z.array(DashboardDay),
});
export type ConsoleDashboard = z.infer<typeof ConsoleDashboard>;
