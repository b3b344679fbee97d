import { z } from 'zod';
import { WINNER_BOARD_LIMIT } from './game-categories.ts';

/**
 * The home page's winner board and decorative jackpot counter, per merchant (decision 0062). The spec's
 * values are the defaults; merchants stored before this existed get them.
 */

export const WinnerBoardSettings = z.object({
  /** Off: home shows no board and the winner board answers an empty list. */
  shown: z.boolean(),
  /** How many of the latest wins the board lists, 1 to 100. */
  size: z.number().int().min(1).max(WINNER_BOARD_LIMIT),
  /** Wins below this amount (in the merchant's currency) stay off the board; 0 shows every win. */
  minimumWin: z.number().min(0).max(1_000_000_000).multipleOf(0.01),
});
export type WinnerBoardSettings = z.infer<typeof WinnerBoardSettings>;
export const DEFAULT_WINNER_BOARD_SETTINGS: WinnerBoardSettings = { shown: true, size: 100, minimumWin: 0 };

/** The roller has 10 digits, 8 before the point and 2 after: the largest value it can show. */
export const JACKPOT_MAX = 99_999_999.99;
/** A counter waits 1 to 60 seconds between steps. */
export const JACKPOT_INTERVAL_SECONDS_MAX = 60;

/** An amount the counter can show: two decimals at most. */
const amount = z.number().min(0).max(JACKPOT_MAX).multipleOf(0.01);
const seconds = z.number().int().min(1).max(JACKPOT_INTERVAL_SECONDS_MAX);

/**
 * The decorative jackpot counter: it starts at `start` (plus at most one step), adds a random step between
 * `stepMin` and `stepMax` every `intervalMinSeconds` to `intervalMaxSeconds` whole seconds, and goes back to
 * `start` past `maximum`. It is not money: no amount is paid from it.
 */
export const JackpotSettings = z
  .object({
    shown: z.boolean(),
    start: amount,
    maximum: amount,
    stepMin: amount.min(0.01),
    stepMax: amount.min(0.01),
    intervalMinSeconds: seconds,
    intervalMaxSeconds: seconds,
  })
  .superRefine((jackpot, context) => {
    if (jackpot.maximum <= jackpot.start)
      context.addIssue({ code: 'custom', path: ['maximum'], message: 'maximum_not_above_start' });
    if (jackpot.stepMax < jackpot.stepMin)
      context.addIssue({ code: 'custom', path: ['stepMax'], message: 'step_max_below_min' });
    if (jackpot.intervalMaxSeconds < jackpot.intervalMinSeconds)
      context.addIssue({ code: 'custom', path: ['intervalMaxSeconds'], message: 'interval_max_below_min' });
  });
export type JackpotSettings = z.infer<typeof JackpotSettings>;
/** The spec's: from 23,767,436.69 to 25,000,000, a random 100 to 500 every 3, 4 or 5 seconds. */
export const DEFAULT_JACKPOT_SETTINGS: JackpotSettings = {
  shown: true,
  start: 23_767_436.69,
  maximum: 25_000_000,
  stepMin: 100,
  stepMax: 500,
  intervalMinSeconds: 3,
  intervalMaxSeconds: 5,
};
