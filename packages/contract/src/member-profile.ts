import { z } from 'zod';

/** getHeadIcon: the member's head icon (avatar) and the ones to choose from, as image URLs. */
export const HeadIcon = z.object({
  iconId: z.string(),
  url: z.string(),
  choices: z.array(z.object({ iconId: z.string(), url: z.string() })),
});
export type HeadIcon = z.infer<typeof HeadIcon>;
export const SetHeadIconRequest = z.object({ iconId: z.string().min(1).max(32) });
