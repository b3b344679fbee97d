import { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast rather than queue while Redis is away (a command that cannot run
 * refuses the request), reporting its repeating reconnection errors at most once a minute.
 */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
  let lastErrorLoggedAt = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastErrorLoggedAt < 60_000) return;
    lastErrorLoggedAt = now;
    onError(error);
  });
  return redis;
}
