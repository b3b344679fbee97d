import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** After the timeout, connections still open are cut; this much longer for the database and Redis to close. */
const CLOSE_BACKSTOP_MS = 5_000;

/**
 * The SIGTERM/SIGINT handler: readiness turns 503 at once; after `delayMs` (for load balancers to notice)
 * the server stops taking connections and finishes the requests in flight; `app.close()` then stops the
 * scheduled jobs and closes the database and Redis. Exits 0, or 1 when requests outlived `timeoutMs` and
 * were cut.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  { delayMs, timeoutMs }: { delayMs: number; timeoutMs: number },
): (signal: NodeJS.Signals) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.drain();
    app.log.info({ signal, delayMs, timeoutMs }, 'shutting down: readiness answers 503, finishing requests');
    let exitCode = 0;
    const cut = setTimeout(() => {
      exitCode = 1;
      app.log.error(`requests still in flight after ${timeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), CLOSE_BACKSTOP_MS).unref();
    }, delayMs + timeoutMs);
    cut.unref();
    await sleep(delayMs);
    await app.close();
    clearTimeout(cut);
    app.log.info('stopped');
    process.exit(exitCode);
  };
}
