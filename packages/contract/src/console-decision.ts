import { z } from 'zod';
import { text } from './text.ts';

/** A reason an operator gives (a rejection, a waiver): one line, 1 to 500 characters. */
export const DecisionReason = text().trim().min(1).max(500);

/** An operator's decision on something waiting for one: approve, or reject with a reason. */
export const DecisionRequest = z
  .object({ approve: z.boolean(), reason: DecisionReason.optional() })
  .refine((body) => body.approve || body.reason !== undefined, {
    message: 'a rejection needs a reason',
    path: ['reason'],
  });
export type DecisionRequest = z.infer<typeof DecisionRequest>;
