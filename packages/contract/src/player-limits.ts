import { z } from 'zod';
import { toMinor } from './money.ts';

/**
 * Limits a member sets on themself (issue 17, decision 0051): deposits, losses (bets − wins) and bets in
 * money; session: minutes of play per day (period day only, whole minutes up to 1440).
 */
export const PLAYER_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const PlayerLimitKind = z.enum(PLAYER_LIMIT_KINDS);
export type PlayerLimitKind = z.infer<typeof PlayerLimitKind>;

/** Periods are calendar days, weeks (from Monday) and months in the merchant's timezone. */
export const PLAYER_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const PlayerLimitPeriod = z.enum(PLAYER_LIMIT_PERIODS);
export type PlayerLimitPeriod = z.infer<typeof PlayerLimitPeriod>;

/** A limit in major units, two decimals at most (session: whole minutes); null: no limit. */
export const LimitAmount = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((value) => toMinor(value) !== undefined, 'at most two decimals')
  .nullable();

/** A raise or removal waiting for the cooling-off, then for the member's confirmation. */
export const PendingLimitChange = z.object({
  /** The new limit; null: the limit is removed. */
  amount: z.number().nullable(),
  /** When the member may confirm it. */
  dueAt: z.iso.datetime(),
  due: z.boolean(),
});
export type PendingLimitChange = z.infer<typeof PendingLimitChange>;

export const PlayerLimit = z.object({
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  /** The member's own limit in force; null: none. */
  amount: z.number().nullable(),
  /**
   * A stricter limit the operator set (decision 0055); null or absent: none. The limit that holds is the
   * lower of amount and operatorAmount.
   */
  operatorAmount: z.number().nullable().optional(),
  /** What is used of the limit that holds in the current period: deposits, net loss or bets (major units), minutes played. */
  used: z.number(),
  pending: PendingLimitChange.nullable(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

export const PlayerLimits = z.object({
  /** Every kind and period in PLAYER_LIMIT_KINDS × PLAYER_LIMIT_PERIODS order; session only per day. */
  limits: z.array(PlayerLimit),
  coolingOffHours: z.number().int(),
});
export type PlayerLimits = z.infer<typeof PlayerLimits>;

export const PlayerLimitSetting = z.object({
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  amount: LimitAmount,
});
export type PlayerLimitSetting = z.infer<typeof PlayerLimitSetting>;

/** Lowering or adding takes effect at once; raising or removing waits for the cooling-off. */
export const SetPlayerLimitsRequest = z.object({
  limits: z
    .array(PlayerLimitSetting)
    .min(1)
    .max(PLAYER_LIMIT_KINDS.length * PLAYER_LIMIT_PERIODS.length),
});
export type SetPlayerLimitsRequest = z.infer<typeof SetPlayerLimitsRequest>;

export const ConfirmPlayerLimitChangeRequest = z.object({
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
});
export type ConfirmPlayerLimitChangeRequest = z.infer<typeof ConfirmPlayerLimitChangeRequest>;
