import type { Gate } from '../../plugins/rate-limits/rate-limiter.ts';
import {
  backoffGate,
  ipKey,
  type RateLimits,
  tooManyAttempts,
} from '../../plugins/rate-limits/rate-limits-plugin.ts';

/**
 * Console sign-in limits, with the members' settings and counted first like theirs (decision 0021): per
 * account and address, and per address, doubling delays (429); no captcha, and nothing counted per account
 * from everywhere, so nobody can lock the rightful operator out from another address (decision 0039).
 */
export class ConsoleThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Counts one attempt of `stage` (password or second factor) for the account; 429 while a delay holds. */
  async admit(stage: 'password' | 'code', account: string, ip: string): Promise<void> {
    const { settings, limiter } = this.limits;
    await this.limits.consume(settings.loginAttemptsPerIp, `console:login:ip:${ipKey(ip)}`);
    const result = await limiter.attempt(this.gates(stage, account, ip));
    if (!result.admitted && result.refusal === 'limit') throw tooManyAttempts(result.retryAfterMs);
  }

  /** The attempt succeeded: it was no failure. */
  async succeeded(stage: 'password' | 'code', account: string, ip: string): Promise<void> {
    const [pair, address] = this.gates(stage, account, ip);
    if (pair && address)
      await Promise.all([this.limits.limiter.reset(pair.key), this.limits.limiter.uncount(address.key)]);
  }

  private gates(stage: string, account: string, ip: string): Gate[] {
    const { settings } = this.limits;
    const client = ipKey(ip);
    const withoutChallenge = (gate: Gate): Gate => ({ ...gate, challengeAfter: undefined });
    return [
      withoutChallenge(
        backoffGate(
          settings.loginFailuresPerAccountAndIp,
          `console:${stage}:pair:${account.toLowerCase()}:${client}`,
        ),
      ),
      withoutChallenge(backoffGate(settings.loginFailuresPerIp, `console:${stage}:ip:${client}`)),
    ];
  }
}
