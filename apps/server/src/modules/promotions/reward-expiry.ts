import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { expireUnclaimedBatch } from './reward-claim-repository.ts';

const EVERY_MS = 60_000;

/** Expires every approved reward left unclaimed past its activity's claim days; answers how many. */
export async function expireUnclaimedRewards(db: Db, clock: Clock): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await expireUnclaimedBatch(db, dateOf(clock));
    expired += batch.length;
    if (batch.length === 0) return expired;
  }
}

/**
 * The reward expiry job (decision 0048): every minute expires unclaimed rewards by each activity's rule.
 * Several instances may run it together (expireUnclaimedBatch). Closing the app stops the timer and waits
 * for the running pass.
 */
export const rewardExpiry = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = expireUnclaimedRewards(app.db, app.clock)
        .catch((error: unknown) => app.log.warn({ err: error }, 'reward expiry failed; it runs again later'))
        .finally(() => {
          running = undefined;
        });
    }, options.intervalMs ?? EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reward-expiry', dependencies: ['database'] },
);
