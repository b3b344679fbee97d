import { z } from 'zod';

/** The player protection tools a merchant offers on the responsible gaming screen (decision 0059). */
export const PROTECTION_TOOLS = ['limits', 'realityCheck', 'timeOut', 'selfExclusion'] as const;
export type ProtectionTool = (typeof PROTECTION_TOOLS)[number];

/**
 * Which tools are on. Regulators may require every one, so each is on unless the merchant switched it off;
 * merchants stored before this existed keep every tool.
 */
export const ProtectionTools = z.object({
  limits: z.boolean().default(true),
  realityCheck: z.boolean().default(true),
  timeOut: z.boolean().default(true),
  selfExclusion: z.boolean().default(true),
});
export type ProtectionTools = z.infer<typeof ProtectionTools>;
export const DEFAULT_PROTECTION_TOOLS: ProtectionTools = {
  limits: true,
  realityCheck: true,
  timeOut: true,
  selfExclusion: true,
};
