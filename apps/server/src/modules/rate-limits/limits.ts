import { z } from 'zod';

/** At most `limit` events per fixed window of `windowSeconds`. */
const Rule = z.object({
  limit: z.number().int().min(1),
  windowSeconds: z.number().int().min(1),
});
export type Rule = z.infer<typeof Rule>;

/**
 * Failed logins counted per window: after `captchaAfter` failures a captcha is demanded; each failure past
 * `freeFailures` locks further attempts for a delay that doubles from `baseDelaySeconds` up to
 * `maxDelaySeconds` (answered as 429 with retryAfterSeconds, never by sleeping).
 */
const Backoff = z.object({
  windowSeconds: z.number().int().min(1),
  captchaAfter: z.number().int().min(0),
  freeFailures: z.number().int().min(0),
  baseDelaySeconds: z.number().int().min(1),
  maxDelaySeconds: z.number().int().min(1),
});
export type Backoff = z.infer<typeof Backoff>;

const HOUR = 3600;
const DAY = 86_400;

/** Every abuse limit of the accounts module, in one place. Override with the RATE_LIMITS env (JSON). */
export const RateLimitSettings = z.object({
  /** Every login attempt (password, SMS, remembered) from one client IP. */
  loginAttemptsPerIp: Rule,
  loginFailuresPerAccount: Backoff,
  loginFailuresPerIp: Backoff,
  trialLoginsPerIp: Rule,
  registrationsPerIp: Rule,
  captchasPerIp: Rule,
  /** Username, email and affiliate code look-ups (they reveal what exists). */
  lookupsPerIp: Rule,
  passwordChangesPerMember: Rule,
  depositsPerMember: Rule,
  /** Withdrawal requests, the refused ones (wrong payment password) too. */
  withdrawalsPerMember: Rule,
  /** Messages a member writes in the customer-service chat. */
  chatMessagesPerMember: Rule,
  /** Accounts an agent opens for downlines (/m/agentRegister). */
  downlinesPerAgent: Rule,
  /** Feedback submissions, the refused ones too. */
  feedbackPerMember: Rule,
  /** A member's small writes: favourites, marking read, deleting messages, the head icon. */
  memberWritesPerMember: Rule,
  smsPerNumberHour: Rule,
  smsPerNumberDay: Rule,
  smsPerIpHour: Rule,
  smsPerIpDay: Rule,
  /** Dialing code and the first 4 digits: slows SMS pumping through a range of numbers. */
  smsPerPrefixHour: Rule,
  smsPerPrefixDay: Rule,
});
export type RateLimitSettings = z.infer<typeof RateLimitSettings>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAttemptsPerIp: { limit: 100, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: {
    windowSeconds: HOUR,
    captchaAfter: 1,
    freeFailures: 3,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
  },
  loginFailuresPerIp: {
    windowSeconds: HOUR,
    captchaAfter: 1,
    freeFailures: 20,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
  },
  trialLoginsPerIp: { limit: 20, windowSeconds: HOUR },
  registrationsPerIp: { limit: 10, windowSeconds: HOUR },
  captchasPerIp: { limit: 60, windowSeconds: 10 * 60 },
  lookupsPerIp: { limit: 120, windowSeconds: 10 * 60 },
  passwordChangesPerMember: { limit: 10, windowSeconds: HOUR },
  depositsPerMember: { limit: 10, windowSeconds: 10 * 60 },
  withdrawalsPerMember: { limit: 5, windowSeconds: HOUR },
  chatMessagesPerMember: { limit: 20, windowSeconds: 60 },
  downlinesPerAgent: { limit: 20, windowSeconds: HOUR },
  feedbackPerMember: { limit: 10, windowSeconds: HOUR },
  memberWritesPerMember: { limit: 120, windowSeconds: 60 },
  smsPerNumberHour: { limit: 5, windowSeconds: HOUR },
  smsPerNumberDay: { limit: 10, windowSeconds: DAY },
  smsPerIpHour: { limit: 10, windowSeconds: HOUR },
  smsPerIpDay: { limit: 30, windowSeconds: DAY },
  smsPerPrefixHour: { limit: 50, windowSeconds: HOUR },
  smsPerPrefixDay: { limit: 300, windowSeconds: DAY },
};

/** The delay after the `failures`-th failure: none within the free ones, then doubling up to the cap. */
export function backoffDelaySeconds(backoff: Backoff, failures: number): number {
  const over = failures - backoff.freeFailures;
  if (over <= 0) return 0;
  return Math.min(backoff.baseDelaySeconds * 2 ** Math.min(over - 1, 30), backoff.maxDelaySeconds);
}
