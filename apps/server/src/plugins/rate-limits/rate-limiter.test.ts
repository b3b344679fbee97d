import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { DEFAULT_RATE_LIMITS } from './limits.ts';
import { backoffWaitMs, type Gate, MemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
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
  const limited = (k: string, limit: number, windowMs: number): Gate => ({ key: k, windowMs, limit });

  it('counts attempts in a fixed window that starts with the first; refused ones count nowhere', async () => {
    const k = key('window');
    expect(await limiter.attempt([limited(k, 2, 300)])).toEqual({ admitted: true, counts: [1] });
    await pass(100);
    expect(await limiter.attempt([limited(k, 2, 300)])).toEqual({ admitted: true, counts: [2] });
    const refused = await limiter.attempt([limited(k, 2, 300)]);
    expect(refused).toMatchObject({ admitted: false, refusal: 'limit', refused: [0] });
    if (refused.admitted || refused.refusal !== 'limit') throw new Error('not refused');
    expect(refused.retryAfterMs).toBeGreaterThan(100);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(200);
    await pass(250);
    expect(await limiter.attempt([limited(k, 2, 300)])).toEqual({ admitted: true, counts: [1] });
  });

  it('keeps keys apart; reset answers the count it cleared, uncount takes one back', async () => {
    const [a, b] = [key('a'), key('b')];
    await limiter.attempt([limited(a, 10, 10_000)]);
    await limiter.attempt([limited(a, 10, 10_000), limited(b, 10, 10_000)]);
    await limiter.uncount(a);
    expect(await limiter.reset(a)).toBe(1);
    expect(await limiter.reset(a)).toBe(0);
    expect(await limiter.attempt([limited(b, 10, 10_000)])).toEqual({ admitted: true, counts: [2] });
    await limiter.uncount(key('never-counted'));
  });

  it('admits exactly the limit of a burst of parallel attempts', async () => {
    const k = key('burst');
    const results = await Promise.all(
      Array.from({ length: 25 }, () => limiter.attempt([limited(k, 10, 10_000)])),
    );
    const counts = results.flatMap((result) => (result.admitted ? result.counts : []));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('counts an attempt in every gate or in none', async () => {
    const [narrow, wide] = [key('narrow'), key('wide')];
    const gates = [limited(narrow, 1, 60_000), limited(wide, 5, 600_000)];
    expect(await limiter.attempt(gates)).toEqual({ admitted: true, counts: [1, 1] });
    expect(await limiter.attempt(gates)).toMatchObject({ admitted: false, refused: [0] });
    expect(await limiter.reset(wide)).toBe(1);
  });

  it('makes attempts past the free ones wait a doubling delay, up to the cap', async () => {
    const k = key('backoff');
    const gate: Gate = { key: k, windowMs: 60_000, backoff: { free: 2, baseMs: 200, maxMs: 500 } };
    const waitOf = async () => {
      const result = await limiter.attempt([gate]);
      return result.admitted || result.refusal !== 'limit' ? 0 : result.retryAfterMs;
    };
    expect(await waitOf()).toBe(0);
    expect(await waitOf()).toBe(0);
    expect(await waitOf()).toBeGreaterThan(150);
    await pass(210);
    expect(await waitOf()).toBe(0);
    const second = await waitOf();
    expect(second).toBeGreaterThan(350);
    expect(second).toBeLessThanOrEqual(400);
    await pass(410);
    expect(await waitOf()).toBe(0);
    const capped = await waitOf();
    expect(capped).toBeGreaterThan(450);
    expect(capped).toBeLessThanOrEqual(500);
  });

  it('holds a burst of parallel attempts to the free ones before the first delay', async () => {
    const k = key('backoff-burst');
    const gate: Gate = { key: k, windowMs: 60_000, backoff: { free: 3, baseMs: 15_000, maxMs: 900_000 } };
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.attempt([gate])));
    expect(results.filter((result) => result.admitted)).toHaveLength(3);
  });

  it('demands a challenge past its threshold; a limit refuses before it', async () => {
    const [k, full] = [key('challenge'), key('full')];
    const gate: Gate = { key: k, windowMs: 60_000, challengeAfter: 1 };
    expect((await limiter.attempt([gate])).admitted).toBe(true);
    expect(await limiter.attempt([gate])).toEqual({ admitted: false, refusal: 'challenge' });
    expect(await limiter.attempt([gate], true)).toEqual({ admitted: true, counts: [2] });
    await limiter.attempt([limited(full, 1, 60_000)]);
    expect(await limiter.attempt([gate, limited(full, 1, 60_000)])).toMatchObject({
      admitted: false,
      refusal: 'limit',
      refused: [1],
    });
    expect(await limiter.reset(k)).toBe(2);
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

  it('RateLimits.consumeAll counts against every rule, nothing once one is full, and names its code', async () => {
    const limits = new RateLimits(limiter, DEFAULT_RATE_LIMITS);
    const [narrow, wide] = [key('narrow'), key('wide')];
    const rules: [{ limit: number; windowSeconds: number }, string, 'verification_code_resend_too_soon'?][] =
      [
        [{ limit: 1, windowSeconds: 60 }, narrow, 'verification_code_resend_too_soon'],
        [{ limit: 5, windowSeconds: 600 }, wide],
      ];
    await limits.consumeAll(rules);
    await expect(limits.consumeAll(rules)).rejects.toMatchObject({
      statusCode: 429,
      code: 'verification_code_resend_too_soon',
    });
    expect(await limiter.reset(narrow)).toBe(1);
    expect(await limiter.reset(wide)).toBe(1);
  });
});

describe('rate limit helpers', () => {
  it('doubles the backoff past the free counts, up to the cap', () => {
    const backoff = { free: 3, baseMs: 15_000, maxMs: 900_000 };
    const waits = [1, 2, 3, 4, 5, 20].map((count) => backoffWaitMs(backoff, count, 0, 0));
    expect(waits).toEqual([0, 0, 15_000, 30_000, 60_000, 900_000]);
    expect(backoffWaitMs(backoff, 3, 0, 10_000)).toBe(5_000);
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
