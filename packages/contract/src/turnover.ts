import { z } from 'zod';
import { DecisionReason } from './console-decision.ts';
import { toMinor } from './money.ts';

/** reward and deposit raise the requirement; operator is a waiver or a lowering by an operator. */
export const TURNOVER_EVENT_KINDS = ['reward', 'deposit', 'operator'] as const;
export const TurnoverEventKind = z.enum(TURNOVER_EVENT_KINDS);

export const TurnoverEvent = z.object({
  kind: TurnoverEventKind,
  /** Signed change of the outstanding amount, major units. */
  amount: z.number(),
  outstandingAfter: z.number(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TurnoverEvent = z.infer<typeof TurnoverEvent>;

/** What the member's settled bets must still cover before a withdrawal (decision 0048), major units. */
export const TurnoverStatus = z.object({
  outstanding: z.number(),
  /** Newest first, at most 50. */
  history: z.array(TurnoverEvent),
});
export type TurnoverStatus = z.infer<typeof TurnoverStatus>;

export const TURNOVER_HISTORY_SIZE = 50;

export const ConsoleTurnoverParams = z.object({ id: z.uuid() });

/** Sets the outstanding turnover lower (0 waives it all); never higher than it is. */
export const SetConsoleTurnoverRequest = z.object({
  outstanding: z
    .number()
    .min(0)
    .max(1_000_000_000)
    .refine((value) => toMinor(value) !== undefined, { message: 'at most two decimals' }),
  reason: DecisionReason,
});
export type SetConsoleTurnoverRequest = z.infer<typeof SetConsoleTurnoverRequest>;
