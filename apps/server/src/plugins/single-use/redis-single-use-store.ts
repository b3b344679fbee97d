import type { Redis } from 'ioredis';
import type { Clock } from '../../shared/clock.ts';
import { connectRedis } from '../../shared/redis-connection.ts';
import type { SingleUseStore } from './single-use-store.ts';

/** Used ids as Redis keys set with NX and expiring with the id, so nothing needs purging. */
export class RedisSingleUseStore implements SingleUseStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly clock: Clock,
    onError: (error: Error) => void,
  ) {
    // A use that cannot be recorded is refused.
    this.redis = connectRedis(url, onError);
  }

  async use(scope: string, id: string, expiresAt: number): Promise<boolean> {
    const ttlMs = Math.max(1, Math.ceil(expiresAt - this.clock.now()));
    const set = await this.redis.set(`${this.prefix}once:${scope}:${id}`, '1', 'PX', ttlMs, 'NX');
    return set === 'OK';
  }

  async purgeExpired(): Promise<void> {}

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
