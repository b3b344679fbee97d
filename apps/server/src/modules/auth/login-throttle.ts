import {
  backoffGate,
  ipKey,
  type RateLimits,
  tooManyAttempts,
} from '../../plugins/rate-limits/rate-limits-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';

export interface LoginAttempt {
  ip: string;
  merchantCode: string;
  /** The account tried, whether or not it exists: `u:<username>` or `m:<dialing code>:<mobile>`. */
  account: string;
}

/** What the attempt brought for the captcha: none, a wrong answer, or the right one. */
export type CaptchaAnswer = 'missing' | 'wrong' | 'solved';

/**
 * Login abuse limits, the same for accounts that exist and those that do not. Every attempt is counted
 * before its password is checked, in one atomic step with the checks (so parallel guesses are held as if
 * sent one by one), and a success takes its count back. Counted per account and address, and per address
 * with higher thresholds (many players share one): a captcha first, then doubling delays (429). Failures
 * of the account from everywhere only demand a captcha: a solved one is never refused because of them.
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Counts the attempt, or refuses it uncounted: 429 while a delay holds, 400 when a captcha is due. */
  async admit(attempt: LoginAttempt, checkCaptcha: () => Promise<CaptchaAnswer>): Promise<void> {
    const { settings, limiter } = this.limits;
    await this.limits.consume(settings.loginAttemptsPerIp, `login:ip:${ipKey(attempt.ip)}`);
    const captcha = await checkCaptcha();
    const keys = this.keys(attempt);
    const accountFailures = settings.loginFailuresPerAccount;
    const result = await limiter.attempt(
      [
        backoffGate(settings.loginFailuresPerAccountAndIp, keys.pair),
        backoffGate(settings.loginFailuresPerIp, keys.ip),
        {
          key: keys.account,
          windowMs: accountFailures.windowSeconds * 1000,
          challengeAfter: accountFailures.captchaAfter,
        },
      ],
      captcha === 'solved',
    );
    if (result.admitted) return;
    if (result.refusal === 'limit')
      throw tooManyAttempts(result.retryAfterMs, 'rate_limited', { captcha: true });
    if (captcha === 'wrong') throw new ApiError(400, 'in_vwrite_code', { field: 'captcha', captcha: true });
    throw new ApiError(400, 'captcha_required', { field: 'captcha', captcha: true });
  }

  /**
   * The right credentials: the attempt was no failure. Clears the account's failures, from this address
   * and from everywhere (the address's stay: one good account must not unlock others); answers how many
   * failures the account had since its last success, for the member to be told.
   */
  async succeeded(attempt: LoginAttempt): Promise<number> {
    const { limiter } = this.limits;
    const keys = this.keys(attempt);
    const [, , counted] = await Promise.all([
      limiter.reset(keys.pair),
      limiter.uncount(keys.ip),
      limiter.reset(keys.account),
    ]);
    return Math.max(0, counted - 1);
  }

  private keys({ ip, merchantCode, account }: LoginAttempt) {
    const client = ipKey(ip);
    const accountKey = `${merchantCode}:${account.toLowerCase()}`;
    return {
      pair: `login:fail:pair:${accountKey}:${client}`,
      ip: `login:fail:ip:${client}`,
      account: `login:fail:acct:${accountKey}`,
    };
  }
}
