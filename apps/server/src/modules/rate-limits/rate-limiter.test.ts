import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { backoffDelaySeconds, DEFAULT_RATE_LIMITS } from './limits.ts';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { ipKey, RateLimits } from './rate-limits-plugin.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Backend {
  name: string;
  limiter: RateLimiter;
  /** Lets `ms` pass for the backend's windows. */
  pass(ms: number): Promise<void>;
}

const memoryClock = new TestClock();
const backends: Backend[] = [
  {
    name: 'memory',
    limiter: new MemoryRateLimiter(memoryClock),
    pass: async (ms) => memoryClock.advance(ms),
  },
];
// The same suite against Redis when REDIS_URL is set (CI's PostgreSQL pass sets it).
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  backends.push({
    name: 'redis',
    limiter: new RedisRateLimiter(redisUrl, `test:${randomBytes(6).toString('hex')}:`),
    pass: (ms) => sleep(ms),
  });
}
afterAll(async () => {
  for (const backend of backends) await backend.limiter.close();
});

describe.each(backends)('$name rate limiter', ({ limiter, pass }) => {
  const key = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;

  it('counts hits in a fixed window that starts with the first hit', async () => {
    const k = key('window');
    expect(await limiter.peek(k)).toEqual({ count: 0, resetMs: 0 });
    const first = await limiter.hit(k, 300);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(200);
    expect(first.resetMs).toBeLessThanOrEqual(300);
    await pass(100);
    const second = await limiter.hit(k, 300);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeLessThanOrEqual(first.resetMs);
    expect((await limiter.peek(k)).count).toBe(2);
    await pass(250);
    expect((await limiter.peek(k)).count).toBe(0);
    expect((await limiter.hit(k, 300)).count).toBe(1);
  });

  it('keeps keys apart and resets them', async () => {
    const [a, b] = [key('a'), key('b')];
    await limiter.hit(a, 10_000);
    await limiter.hit(a, 10_000);
    await limiter.hit(b, 10_000);
    expect((await limiter.peek(a)).count).toBe(2);
    await limiter.reset(a);
    expect((await limiter.peek(a)).count).toBe(0);
    expect((await limiter.peek(b)).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const k = key('concurrent');
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(k, 10_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('blocks a key for a while', async () => {
    const k = key('block');
    expect(await limiter.blockedFor(k)).toBe(0);
    await limiter.block(k, 300);
    const left = await limiter.blockedFor(k);
    expect(left).toBeGreaterThan(200);
    expect(left).toBeLessThanOrEqual(300);
    await pass(350);
    expect(await limiter.blockedFor(k)).toBe(0);
  });

  it('RateLimits refuses past the limit with 429 and the seconds left', async () => {
    const limits = new RateLimits(limiter, DEFAULT_RATE_LIMITS);
    const rule = { limit: 2, windowSeconds: 60 };
    const k = key('rule');
    await limits.consume(rule, k);
    await limits.consume(rule, k);
    await expect(limits.consume(rule, k)).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      value: { retryAfterSeconds: 60 },
    });
  });

  it('RateLimits.consumeAll counts against every rule, and nothing once one is full', async () => {
    const limits = new RateLimits(limiter, DEFAULT_RATE_LIMITS);
    const [narrow, wide] = [key('narrow'), key('wide')];
    const rules: [{ limit: number; windowSeconds: number }, string][] = [
      [{ limit: 1, windowSeconds: 60 }, narrow],
      [{ limit: 5, windowSeconds: 600 }, wide],
    ];
    await limits.consumeAll(rules);
    await expect(limits.consumeAll(rules)).rejects.toMatchObject({ statusCode: 429 });
    expect((await limiter.peek(narrow)).count).toBe(1);
    expect((await limiter.peek(wide)).count).toBe(1);
  });
});

describe('rate limit helpers', () => {
  it('doubles the login delay past the free failures, up to the cap', () => {
    const backoff = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    const delays = [1, 2, 3, 4, 5, 6, 20].map((failures) => backoffDelaySeconds(backoff, failures));
    expect(delays).toEqual([0, 0, 0, 15, 30, 60, 900]);
  });

  it('counts IPv6 clients by their /64', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });
});
