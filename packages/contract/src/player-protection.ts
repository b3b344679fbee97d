import { z } from 'zod';

/** Time-out lengths a member may choose (issue 17). */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const TimeOutPeriod = z.enum(TIME_OUT_PERIODS);
export type TimeOutPeriod = z.infer<typeof TimeOutPeriod>;

/** Self-exclusion lengths: at least six months, or permanent. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const SelfExclusionPeriod = z.enum(SELF_EXCLUSION_PERIODS);
export type SelfExclusionPeriod = z.infer<typeof SelfExclusionPeriod>;

export const StartTimeOutRequest = z.strictObject({ period: TimeOutPeriod });
export type StartTimeOutRequest = z.infer<typeof StartTimeOutRequest>;

export const StartSelfExclusionRequest = z.strictObject({ period: SelfExclusionPeriod });
export type StartSelfExclusionRequest = z.infer<typeof StartSelfExclusionRequest>;

/** A time-out or self-exclusion just begun; endsAt null: permanent. All the member's sessions have ended. */
export const PlayerExclusion = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.string(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
});
export type PlayerExclusion = z.infer<typeof PlayerExclusion>;

/** Money totals (minor units, positive) over the last `days` merchant days, today included. */
export const ActivityTotals = z.object({
  days: z.number().int(),
  /** The merchant day (YYYY-MM-DD) the window starts on. */
  fromDay: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  /** Wins minus bets: positive when the member won. */
  net: z.number().int(),
});
export type ActivityTotals = z.infer<typeof ActivityTotals>;

export const ActivityStatement = z.object({
  currency: z.string(),
  timezone: z.string(),
  periods: z.array(ActivityTotals),
});
export type ActivityStatement = z.infer<typeof ActivityStatement>;
