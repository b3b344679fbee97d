import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `intervalMs`, one pass at a time, until the app closes; closing stops the timer and waits
 * for the running pass. The pass handles its own errors.
 */
export function runEvery(app: FastifyInstance, intervalMs: number, pass: () => Promise<unknown>): void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
