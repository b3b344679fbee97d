import { z } from 'zod';

/** At most `limit` events per fixed window of `windowSeconds`. */
const Rule = z.object({
  limit: z.number().int().min(1),
  windowSeconds: z.number().int().min(1),
});
export type Rule = z.infer<typeof Rule>;

/**
 * Login attempts counted per window (each one before its password is checked; a success takes its count
 * back): from `captchaAfter` on a captcha is demanded; from `freeFailures` on each one makes the next wait a
 * delay that doubles from `baseDelaySeconds` up to `maxDelaySeconds` (429 with retryAfterSeconds).
 */
const Backoff = z.object({
  windowSeconds: z.number().int().min(1),
  captchaAfter: z.number().int().min(0),
  freeFailures: z.number().int().min(0),
  baseDelaySeconds: z.number().int().min(1),
  maxDelaySeconds: z.number().int().min(1),
});
export type Backoff = z.infer<typeof Backoff>;

/**
 * Failed logins of an account from every address: they may demand a captcha but never refuse a solved one
 * (anyone could otherwise keep the player out); from `alertAfter` the member is told at the next login.
 */
const AccountFailures = z.object({
  windowSeconds: z.number().int().min(1),
  captchaAfter: z.number().int().min(0),
  alertAfter: z.number().int().min(1),
});
export type AccountFailures = z.infer<typeof AccountFailures>;

const HOUR = 3600;
const DAY = 86_400;

/** Every abuse limit of the accounts module, in one place. Override with the RATE_LIMITS env (JSON). */
export const RateLimitSettings = z.object({
  /** Every login attempt (password, SMS, remembered) from one client IP. */
  loginAttemptsPerIp: Rule,
  /** One account from one address: the player's own mistakes and a guesser's. */
  loginFailuresPerAccountAndIp: Backoff,
  /** One address, every account: many players share one (carrier NAT), so the thresholds are higher. */
  loginFailuresPerIp: Backoff,
  loginFailuresPerAccount: AccountFailures,
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
  loginFailuresPerAccountAndIp: {
    windowSeconds: HOUR,
    captchaAfter: 1,
    freeFailures: 3,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
  },
  loginFailuresPerIp: {
    windowSeconds: HOUR,
    captchaAfter: 10,
    freeFailures: 50,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
  },
  loginFailuresPerAccount: { windowSeconds: HOUR, captchaAfter: 3, alertAfter: 5 },
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
