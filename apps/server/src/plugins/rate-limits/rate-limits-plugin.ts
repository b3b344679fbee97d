import { isIP } from 'node:net';
import type { ErrorCode } from '@lobby/contract';
import fp from 'fastify-plugin';
import { ApiError, type ApiErrorValue } from '../../shared/api-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { normalizeIp } from '../../shared/ip-ranges.ts';
import type { Backoff, RateLimitSettings, Rule } from './limits.ts';
import { type Gate, MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    limits: RateLimits;
  }
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The key a client IP is counted under: an IPv4 address as is, an IPv6 address by its /64, since one
 * subscriber usually holds a whole /64.
 */
export function ipKey(ip: string): string {
  const address = normalizeIp(ip);
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A rule of RATE_LIMITS as the gate of `key`. */
export const ruleGate = (rule: Rule, key: string): Gate => ({
  key,
  windowMs: rule.windowSeconds * 1000,
  limit: rule.limit,
});

/** A Backoff of RATE_LIMITS as the gate of `key`: a challenge after `captchaAfter`, doubling delays after `freeFailures`. */
export const backoffGate = (backoff: Backoff, key: string): Gate => ({
  key,
  windowMs: backoff.windowSeconds * 1000,
  challengeAfter: backoff.captchaAfter,
  backoff: {
    free: backoff.freeFailures,
    baseMs: backoff.baseDelaySeconds * 1000,
    maxMs: backoff.maxDelaySeconds * 1000,
  },
});

/** The 429 of a refused attempt, with the seconds until it may be tried again. */
export const tooManyAttempts = (
  retryAfterMs: number,
  code: ErrorCode = 'rate_limited',
  value: ApiErrorValue = {},
): ApiError => new ApiError(429, code, { ...value, retryAfterSeconds: secondsOf(retryAfterMs) });

/** The limits of RATE_LIMITS applied to keys: each answers 429 with retryAfterSeconds when exceeded. */
export class RateLimits {
  constructor(
    readonly limiter: RateLimiter,
    readonly settings: RateLimitSettings,
  ) {}

  /** Counts one event against `rule`; refuses it, uncounted, once the window holds the limit. */
  async consume(rule: Rule, key: string, code: ErrorCode = 'rate_limited'): Promise<void> {
    await this.consumeAll([[rule, key]], code);
  }

  /**
   * One event against several rules (e.g. per number, per IP, per prefix; hourly and daily), in one atomic
   * step: refused, counted nowhere, when any rule is at its limit; otherwise counted against every rule.
   * A refusal answers the code of the first full rule that names one, else `code`.
   */
  async consumeAll(
    entries: [rule: Rule, key: string, code?: ErrorCode][],
    code: ErrorCode = 'rate_limited',
  ): Promise<void> {
    const result = await this.limiter.attempt(entries.map(([rule, key]) => ruleGate(rule, key)));
    if (result.admitted || result.refusal !== 'limit') return;
    const named = result.refused.map((index) => entries[index]?.[2]).find((own) => own !== undefined);
    throw tooManyAttempts(result.retryAfterMs, named ?? code);
  }
}

export interface RateLimitsOptions {
  settings: RateLimitSettings;
  clock: Clock;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** A limiter brought by the caller (tests); closed with the app all the same. */
  limiter?: RateLimiter;
}

/** Redis when REDIS_URL is set (shared by all instances), otherwise memory (one instance). */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, options) => {
    const limiter =
      options.limiter ??
      (options.redisUrl
        ? new RedisRateLimiter(options.redisUrl, options.redisKeyPrefix, (error) =>
            app.log.error({ err: error }, 'Redis (rate limits) is unavailable: limited requests fail'),
          )
        : new MemoryRateLimiter(options.clock));
    app.addHook('onClose', () => limiter.close());
    app.decorate('rateLimiter', limiter);
    app.decorate('limits', new RateLimits(limiter, options.settings));
  },
  { name: 'rate-limits' },
);
