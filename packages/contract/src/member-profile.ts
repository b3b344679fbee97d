import { z } from 'zod';
import { text } from './text.ts';

/** getHeadIcon: the member's head icon (avatar) and the ones to choose from, as image URLs. */
export const HeadIcon = z.object({
  iconId: z.string(),
  url: z.string(),
  choices: z.array(z.object({ iconId: z.string(), url: z.string() })),
});
export type HeadIcon = z.infer<typeof HeadIcon>;
export const SetHeadIconRequest = z.object({ iconId: text().min(1).max(32) });
