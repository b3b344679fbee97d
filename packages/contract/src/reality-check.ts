import { z } from 'zod';
import { text } from './text.ts';

/** Minutes between reality checks a player may pick; 0 is off (decision 0052). */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_INTERVALS)[number];

/** One of the intervals; no transform, so it also serialises answers (the console's merchant settings). */
export const RealityCheckMinutes = z.literal(REALITY_CHECK_INTERVALS, {
  error: 'expected one of 0, 15, 30, 45, 60, 90, 120',
});

/** The player's reality-check clock, kept on the server (decision 0052). */
export const RealityCheckState = z.object({
  /** The interval in force: the player's choice, else the merchant's default; 0 is off. */
  intervalMinutes: z.number().int(),
  /** The player's own choice; null: the merchant's default applies. */
  chosenMinutes: z.number().int().nullable(),
  merchantDefaultMinutes: z.number().int(),
  /** Start of the current play session (first launch or bet); null: no session running. */
  sessionStartedAt: z.iso.datetime().nullable(),
  /** When the next check is due; null when off or no session runs. */
  nextCheckAt: z.iso.datetime().nullable(),
  /** A check is due and not yet acknowledged: bets are refused until it is. */
  due: z.boolean(),
  /** Seconds since the session started. */
  playedSeconds: z.number().int(),
  /** Wins and refunds minus bets this session, major units (negative: a loss). */
  netResult: z.number(),
  currency: z.string(),
});
export type RealityCheckState = z.infer<typeof RealityCheckState>;

export const SetRealityCheckSettingsRequest = z.object({ intervalMinutes: RealityCheckMinutes });
export type SetRealityCheckSettingsRequest = z.input<typeof SetRealityCheckSettingsRequest>;

/** Test facilities only: a member's interval in seconds, for end-to-end tests (null clears it). */
export const TestRealityCheckInterval = z.object({
  username: text().min(1).max(40),
  seconds: z.number().int().min(1).max(3600).nullable(),
});
