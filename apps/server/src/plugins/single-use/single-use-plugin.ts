import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import { DatabaseSingleUseStore } from './database-single-use-store.ts';
import { RedisSingleUseStore } from './redis-single-use-store.ts';
import type { SingleUseStore } from './single-use-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    singleUse: SingleUseStore;
  }
}

/** `app.singleUse`: in Redis when REDIS_URL is set, else in the database; both shared by all instances. */
export const singleUsePlugin = fp<{ clock: Clock; redisUrl: string | undefined; redisKeyPrefix: string }>(
  async (app, { clock, redisUrl, redisKeyPrefix }) => {
    const store: SingleUseStore = redisUrl
      ? new RedisSingleUseStore(redisUrl, redisKeyPrefix, clock, (error) =>
          app.log.error(
            { err: error },
            'Redis (single-use ids) is unavailable: encrypted bodies and game launches fail',
          ),
        )
      : new DatabaseSingleUseStore(app.db, clock);
    app.addHook('onClose', () => store.close());
    app.decorate('singleUse', store);
  },
  { name: 'single-use', dependencies: ['database'] },
);
