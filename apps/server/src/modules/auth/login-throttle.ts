import { ApiError } from '../../shared/api-error.ts';
import { backoffDelaySeconds } from '../rate-limits/limits.ts';
import { ipKey, type RateLimits } from '../rate-limits/rate-limits-plugin.ts';

export interface LoginAttempt {
  ip: string;
  merchantCode: string;
  /** The account tried, whether or not it exists: `u:<username>` or `m:<dialing code>:<mobile>`. */
  account: string;
}

/**
 * Login abuse limits, the same for accounts that exist and those that do not: every attempt counts
 * against the IP; failures count against the account and the IP. After a failure the next attempt needs a
 * captcha; past the free failures each one locks further attempts for a doubling delay (429).
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Refuses a locked or over-limit attempt; answers whether a captcha is demanded. */
  async admit(attempt: LoginAttempt): Promise<{ captchaDemanded: boolean }> {
    const { settings, limiter } = this.limits;
    const keys = this.keys(attempt);
    await this.limits.consume(settings.loginAttemptsPerIp, keys.attempts);
    const [accountBlock, ipBlock, accountFailures, ipFailures] = await Promise.all([
      limiter.blockedFor(keys.accountFailures),
      limiter.blockedFor(keys.ipFailures),
      limiter.peek(keys.accountFailures),
      limiter.peek(keys.ipFailures),
    ]);
    const blockedMs = Math.max(accountBlock, ipBlock);
    if (blockedMs > 0) {
      throw new ApiError(429, 'rate_limited', {
        retryAfterSeconds: Math.ceil(blockedMs / 1000),
        captcha: true,
      });
    }
    const captchaDemanded =
      accountFailures.count >= settings.loginFailuresPerAccount.captchaAfter ||
      ipFailures.count >= settings.loginFailuresPerIp.captchaAfter;
    return { captchaDemanded };
  }

  async failed(attempt: LoginAttempt): Promise<void> {
    const { settings, limiter } = this.limits;
    const keys = this.keys(attempt);
    const rules = [
      [settings.loginFailuresPerAccount, keys.accountFailures],
      [settings.loginFailuresPerIp, keys.ipFailures],
    ] as const;
    await Promise.all(
      rules.map(async ([backoff, key]) => {
        const { count } = await limiter.hit(key, backoff.windowSeconds * 1000);
        const delay = backoffDelaySeconds(backoff, count);
        if (delay > 0) await limiter.block(key, delay * 1000);
      }),
    );
  }

  /** A success clears the account's failures (not the IP's: one good account must not unlock others). */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.limits.limiter.reset(this.keys(attempt).accountFailures);
  }

  private keys({ ip, merchantCode, account }: LoginAttempt) {
    const client = ipKey(ip);
    return {
      attempts: `login:ip:${client}`,
      ipFailures: `login:fail:ip:${client}`,
      accountFailures: `login:fail:acct:${merchantCode}:${account.toLowerCase()}`,
    };
  }
}
