import type { Redis, Result } from 'ioredis';
import { connectRedis } from '../../shared/redis-connection.ts';
import type { AttemptResult, Gate, RateLimiter } from './rate-limiter.ts';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    lobbyAttempt(numberOfKeys: number, ...keysAndArgs: (string | number)[]): Result<number[], Context>;
    lobbyUncount(key: string): Result<number, Context>;
    lobbyReset(key: string): Result<number, Context>;
  }
}

const NONE = -1;
const ARGS_PER_GATE = 6;

// The whole check-and-count of MemoryRateLimiter.attempt in one script, so Redis runs it atomically.
// Each gate is a hash {c: count, t: last count, ms since the epoch by Redis's clock} that expires with its
// window. ARGV: solved (1/0), then per gate windowMs, limit, free, baseMs, maxMs, challengeAfter (-1: none).
// Answers {0, 0, counts...} when admitted, {1, waitMs, refused gate indexes (0-based)...}, or {2, 0}.
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local solved = ARGV[1] == '1'
local refused = {}
local wait = 0
local challenge = false
for i, key in ipairs(KEYS) do
  local o = 1 + (i - 1) * ${ARGS_PER_GATE}
  local limit, free, base, max, challengeAfter =
    tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4]), tonumber(ARGV[o + 5]), tonumber(ARGV[o + 6])
  local state = redis.call('HMGET', key, 'c', 't')
  local count = tonumber(state[1]) or 0
  local w = 0
  if count > 0 and limit >= 0 and count >= limit then w = redis.call('PTTL', key) end
  if count > 0 and free >= 0 and count >= free then
    local delay = math.min(base * 2 ^ math.min(count - free, 30), max)
    local left = (tonumber(state[2]) or 0) + delay - now
    if left > w then w = left end
  end
  if w > 0 then
    refused[#refused + 1] = i - 1
    if w > wait then wait = w end
  end
  if challengeAfter >= 0 and count >= challengeAfter and not solved then challenge = true end
end
if #refused > 0 then return {1, math.ceil(wait), unpack(refused)} end
if challenge then return {2, 0} end
local counts = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('HINCRBY', key, 'c', 1)
  redis.call('HSET', key, 't', now)
  if count == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[1 + (i - 1) * ${ARGS_PER_GATE} + 1])
  end
  counts[i] = count
end
return {0, 0, unpack(counts)}
`;

const UNCOUNT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c'))
if count and count > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0
`;

const RESET_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c')) or 0
redis.call('DEL', KEYS[1])
return count
`;

const ms = (value: number) => Math.max(1, Math.round(value));

/** Counters in Redis: every instance behind the load balancer sees the same limits. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (error: Error) => void = () => undefined,
  ) {
    // A limit that cannot be checked refuses the request.
    this.redis = connectRedis(url, onError);
    this.redis.defineCommand('lobbyAttempt', { lua: ATTEMPT_SCRIPT });
    this.redis.defineCommand('lobbyUncount', { numberOfKeys: 1, lua: UNCOUNT_SCRIPT });
    this.redis.defineCommand('lobbyReset', { numberOfKeys: 1, lua: RESET_SCRIPT });
  }

  async attempt(gates: Gate[], challengeSolved = false): Promise<AttemptResult> {
    const args = gates.flatMap((gate) => [
      ms(gate.windowMs),
      gate.limit ?? NONE,
      gate.backoff?.free ?? NONE,
      gate.backoff ? ms(gate.backoff.baseMs) : 0,
      gate.backoff ? ms(gate.backoff.maxMs) : 0,
      gate.challengeAfter ?? NONE,
    ]);
    const [status, waitMs = 0, ...rest] = await this.redis.lobbyAttempt(
      gates.length,
      ...gates.map((gate) => this.keyOf(gate.key)),
      challengeSolved ? 1 : 0,
      ...args,
    );
    if (status === 0) return { admitted: true, counts: rest };
    if (status === 1) return { admitted: false, refusal: 'limit', refused: rest, retryAfterMs: waitMs };
    return { admitted: false, refusal: 'challenge' };
  }

  async uncount(key: string): Promise<void> {
    await this.redis.lobbyUncount(this.keyOf(key));
  }

  async reset(key: string): Promise<number> {
    return this.redis.lobbyReset(this.keyOf(key));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private keyOf(key: string): string {
    return `${this.prefix}gate:${key}`;
  }
}
