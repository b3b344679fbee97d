import fp from 'fastify-plugin';
import { type Invalidation, LocalInvalidation, RedisInvalidation } from './invalidation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidation across instances (decision 0057): Redis pub/sub with REDIS_URL, else in process. */
    invalidation: Invalidation;
  }
}

export const invalidationPlugin = fp<{ redisUrl: string | undefined; redisKeyPrefix: string }>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    let invalidation: Invalidation;
    if (redisUrl) {
      const redis = new RedisInvalidation(redisUrl, redisKeyPrefix, (error) =>
        app.log.error(
          { err: error },
          'Redis (cache invalidation) is unavailable: caches expire on their own',
        ),
      );
      await redis.ready;
      invalidation = redis;
    } else invalidation = new LocalInvalidation();
    app.addHook('onClose', () => invalidation.close());
    app.decorate('invalidation', invalidation);
  },
  { name: 'invalidation' },
);
