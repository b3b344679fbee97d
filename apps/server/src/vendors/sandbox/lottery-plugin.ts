import fp from 'fastify-plugin';
import { DrawEngine } from './draw-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: DrawEngine;
  }
}

/** How often the engine opens, draws and settles issues (the shortest lottery draws every minute). */
const TICK_MS = 1_000;

/** The draw engine as `app.lottery`, run by a timer that never keeps the process alive. */
export const lotteryPlugin = fp(
  async (app) => {
    const engine = new DrawEngine(app);
    app.decorate('lottery', engine);
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= engine
        .tick()
        .catch((error: unknown) => app.log.warn({ err: error }, 'lottery tick failed; the next one retries'))
        .finally(() => {
          running = undefined;
        });
    }, TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'lottery', dependencies: ['database', 'vendors'] },
);
