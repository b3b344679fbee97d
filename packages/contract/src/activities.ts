import { z } from 'zod';
import { ACTIVITY_REMARK_MAX, ACTIVITY_STATUSES, LEADERBOARD_PERIODS } from './centre-rules.ts';
import { multilineText, text } from './text.ts';

const language = text().trim().toUpperCase().max(8).optional();

export const ActivityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** A promotion of /m/activity, with the member's status in it (Join for guests and newcomers). */
export const Activity = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string(),
  /** The bonus a claim pays, in major units; 0 for activities without one. */
  rewardAmount: z.number(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  status: ActivityStatusSchema,
  /** Whether joining asks for a remark (comment) up to ACTIVITY_REMARK_MAX characters. */
  remarkRequired: z.boolean(),
});
export type Activity = z.infer<typeof Activity>;
export const ActivitiesQuery = z.object({ language });
export const Activities = z.object({ list: z.array(Activity) });
export type Activities = z.infer<typeof Activities>;

export const ActivityParams = z.object({ id: text().min(1).max(64) });
export const JoinActivityRequest = z.object({
  remark: multilineText().trim().max(ACTIVITY_REMARK_MAX).optional(),
});
export type JoinActivityRequest = z.infer<typeof JoinActivityRequest>;

/** /m/activity/signIn: the daily check-in cycle (LOGIN promo). */
export const SignInStatus = z.object({
  signedToday: z.boolean(),
  /** Consecutive days signed, this cycle. */
  streak: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), reward: z.number(), signed: z.boolean() })),
});
export type SignInStatus = z.infer<typeof SignInStatus>;
export const SignInQuery = z.object({
  /** Minutes east of UTC of the member's day. */
  utcOffset: z.coerce.number().int().min(-840).max(840).default(0),
});
export const SignInResult = z.object({ reward: z.number(), status: SignInStatus });

/** /m/rewardCenter (REWCEN3): rewards waiting to be claimed and those already paid. */
export const Reward = z.object({
  id: z.string(),
  /** Translation key of where it came from (sign-in, activity, rebate...). */
  sourceCode: z.string(),
  title: z.string(),
  amount: z.number(),
  status: z.enum(['Claim', 'Claimed', 'Issued']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Reward = z.infer<typeof Reward>;
export const Rewards = z.object({ list: z.array(Reward) });
export const RewardParams = z.object({ id: z.uuid() });

/** /m/leaderBoard (MISSION promo): top bettors of the period by total stake. */
export const LeaderBoardQuery = z.object({ period: z.enum(LEADERBOARD_PERIODS).default('daily') });
export const LeaderBoard = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** The top 20; equal stakes share a rank. `mine`: the calling member's own row. */
  list: z.array(z.object({ rank: z.number().int(), name: z.string(), score: z.number(), mine: z.boolean() })),
  /** The member's own place (also below the top 20), when logged in and ranked; `name` masked as in the list. */
  me: z.object({ rank: z.number().int(), name: z.string(), score: z.number() }).nullable(),
});
export type LeaderBoard = z.infer<typeof LeaderBoard>;
