import { Redis, type Result } from 'ioredis';
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    lobbyHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter that never
// expires; a key found without expiry (PTTL -1) gets one too.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Counters in Redis: every instance behind the load balancer sees the same limits. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  private lastErrorLoggedAt = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (error: Error) => void = () => undefined,
  ) {
    // Fail fast rather than queue while Redis is away: a limit that cannot be checked refuses the request.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
    this.redis.defineCommand('lobbyHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    // Reconnection errors repeat; report at most one a minute.
    this.redis.on('error', (error: Error) => {
      const now = Date.now();
      if (now - this.lastErrorLoggedAt < 60_000) return;
      this.lastErrorLoggedAt = now;
      onError(error);
    });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = await this.redis.lobbyHit(this.counterKey(key), Math.max(1, Math.round(windowMs)));
    return { count, resetMs: Math.max(0, ttl) };
  }

  async peek(key: string): Promise<WindowCount> {
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .get(this.counterKey(key))
      .pttl(this.counterKey(key))
      .exec()) as [[null, string | null], [null, number]];
    if (count === null || ttl < 0) return { count: 0, resetMs: 0 };
    return { count: Number(count), resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.counterKey(key));
  }

  async block(key: string, ms: number): Promise<void> {
    await this.redis.set(this.blockKey(key), '1', 'PX', Math.max(1, Math.round(ms)));
  }

  async blockedFor(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.blockKey(key)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private counterKey(key: string): string {
    return `${this.prefix}rl:${key}`;
  }

  private blockKey(key: string): string {
    return `${this.prefix}rl-block:${key}`;
  }
}
