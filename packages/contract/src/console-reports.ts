import { z } from 'zod';
import { ConsoleMerchantCode } from './console-operators.ts';
import { text } from './text.ts';

/** The reports of getConsoleReport (decision 0049). */
export const REPORT_KINDS = [
  'ggr-by-day',
  'ggr-by-vendor',
  'ggr-by-game',
  'player-pnl',
  'payments-by-channel',
  'bonus-cost',
  'agent-downlines',
] as const;
export const ReportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof ReportKind>;

/** The longest range one report covers, in merchant days. */
export const REPORT_MAX_DAYS = 366;

/** The days a report covers when the caller names none: the last 7 merchant days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

/**
 * A merchant-day range (inclusive, YYYY-MM-DD in the merchant's timezone) of one merchant. Absent, `to` is
 * the merchant's today and `from` is REPORT_DEFAULT_DAYS days up to `to` (decision 0091); the answer says
 * which days it used.
 */
export const ConsoleDayRangeQuery = z.object({
  merchantCode: ConsoleMerchantCode.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ConsoleDayRangeQuery = z.infer<typeof ConsoleDayRangeQuery>;

export const ConsoleReportParams = z.object({ kind: ReportKind });
export const ConsoleReportQuery = ConsoleDayRangeQuery.extend({
  /** Pages of player-pnl and agent-downlines. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type ConsoleReportQuery = z.infer<typeof ConsoleReportQuery>;

const Count = z.number().int();
/** Money in major units of the merchant's currency. */
const Amount = z.number();
/** `betAmount` is stakes minus refunded stakes; `grossGamingRevenue` is `betAmount - winAmount`. */
const Play = {
  betCount: Count,
  betAmount: Amount,
  winAmount: Amount,
  grossGamingRevenue: Amount,
};

export const GgrDayRow = z.object({ day: z.iso.date(), ...Play });
export const GgrVendorRow = z.object({ vendor: z.string(), ...Play });
export const GgrGameRow = z.object({ vendor: z.string(), game: z.string(), ...Play });
export const PlayerPnlRow = z.object({
  memberId: z.uuid(),
  username: z.string(),
  betCount: Count,
  betAmount: Amount,
  winAmount: Amount,
  /** The player's result: wins minus (stakes minus refunds); positive when the player won. */
  netAmount: Amount,
});
export const PaymentChannelRow = z.object({
  direction: z.enum(['deposit', 'withdrawal']),
  channel: z.string(),
  count: Count,
  amount: Amount,
});
export const BonusCostRow = z.object({ day: z.iso.date(), kind: z.string(), count: Count, amount: Amount });
export const AgentDownlineRow = z.object({
  agentId: z.uuid(),
  username: z.string(),
  downlineMembers: Count,
  betAmount: Amount,
  winAmount: Amount,
  depositAmount: Amount,
});

/**
 * What every report and reconciliation answer starts with: the merchant, its calendar and the days used
 * (the ones asked for, or the default ones), as merchant days in `timezone`.
 */
const RANGE_HEADER = {
  merchantCode: z.string(),
  /** The merchants the caller may pick (only their own for a merchant's operator). */
  merchantCodes: z.array(z.string()),
  timezone: z.string(),
  currency: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
};

const reportOf = <K extends ReportKind, R extends z.ZodType>(kind: K, row: R) =>
  z.object({
    kind: z.literal(kind),
    ...RANGE_HEADER,
    /** Rows of the whole report; for the paged kinds, those before paging. */
    total: Count,
    page: Count,
    pageSize: Count,
    rows: z.array(row),
  });

export const ConsoleReport = z.discriminatedUnion('kind', [
  reportOf('ggr-by-day', GgrDayRow),
  reportOf('ggr-by-vendor', GgrVendorRow),
  reportOf('ggr-by-game', GgrGameRow),
  reportOf('player-pnl', PlayerPnlRow),
  reportOf('payments-by-channel', PaymentChannelRow),
  reportOf('bonus-cost', BonusCostRow),
  reportOf('agent-downlines', AgentDownlineRow),
]);
export type ConsoleReport = z.infer<typeof ConsoleReport>;

export const ConsoleReconciliationQuery = ConsoleDayRangeQuery.extend({
  /** One vendor, or every vendor with rounds or entries in the range. */
  vendor: text()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export type ConsoleReconciliationQuery = z.infer<typeof ConsoleReconciliationQuery>;

/** Bet is stakes minus refunded stakes, in major units. */
export const ReconciliationDay = z.object({
  vendor: z.string(),
  day: z.iso.date(),
  vendorRounds: Count,
  ledgerRounds: Count,
  vendorBetAmount: Amount,
  vendorWinAmount: Amount,
  ledgerBetAmount: Amount,
  ledgerWinAmount: Amount,
});
export const ReconciliationDifference = z.object({
  vendor: z.string(),
  day: z.iso.date(),
  roundId: z.string(),
  problem: z.enum(['missing_in_ledger', 'missing_at_vendor', 'amount_mismatch']),
  vendorBetAmount: Amount.nullable(),
  vendorWinAmount: Amount.nullable(),
  ledgerBetAmount: Amount.nullable(),
  ledgerWinAmount: Amount.nullable(),
});
/** A closed merchant day: opening + the day's movements (by ledger kind) = closing, all members' wallets. */
export const DailyClose = z.object({
  day: z.iso.date(),
  openingAmount: Amount,
  movements: z.record(z.string(), Amount),
  closingAmount: Amount,
  entryCount: Count,
  closedAt: z.iso.datetime(),
});
export type DailyClose = z.infer<typeof DailyClose>;

export const ConsoleReconciliation = z.object({
  ...RANGE_HEADER,
  days: z.array(ReconciliationDay),
  /** At most 1,000, ordered by day, vendor and round id; `differenceCount` counts all. */
  differences: z.array(ReconciliationDifference),
  differenceCount: Count,
  closes: z.array(DailyClose),
});
export type ConsoleReconciliation = z.infer<typeof ConsoleReconciliation>;
