import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PoolUsage } from '../../db/pool-usage.ts';
import { AppMetrics } from './app-metrics.ts';
import { metricsAccess } from './metrics-access.ts';
import { processMetrics } from './process-metrics.ts';

export interface MetricsOptions {
  allow: readonly string[];
  token: string | undefined;
  pool: PoolUsage;
}

/** Envelope code of an error answer; error bodies are small JSON objects. */
function envelopeCode(payload: unknown): string {
  if (typeof payload !== 'string' || payload.length > 65_536) return 'none';
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : 'none';
  } catch {
    return 'none';
  }
}

/**
 * GET /metrics in the Prometheus text format: the app's request, error, wallet and database metrics and the
 * process's. Registered before compression, so error bodies are read before they are compressed.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const metrics = new AppMetrics(options.pool);
    const processRegistry = processMetrics();
    const allowed = metricsAccess(options);
    const codes = new WeakMap<FastifyRequest, string>();
    const unsubscribe = options.pool.onWait((seconds) => metrics.databaseWait.observe(seconds));
    app.addHook('onClose', async () => {
      unsubscribe();
    });

    // Hooks of every request take a callback: an async one costs a promise per request (decision 0092).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 400) codes.set(request, envelopeCode(payload));
      done(null, payload);
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      const seconds = reply.elapsedTime / 1000;
      metrics.requests.observe({ method: request.method, route, status_code: status }, seconds);
      const code = codes.get(request);
      if (code !== undefined) metrics.errors.inc({ route, status_code: status, code });
      const call = (request.routeOptions.config as { walletCall?: string }).walletCall;
      if (call) metrics.walletCallbacks.observe({ call, code: code ?? 'ok' }, seconds);
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Answered here: the app's error handler is registered after this route.
      if (!allowed(request)) return reply.code(403).send({ success: false, code: 'access_denied' });
      const text = `${await processRegistry.metrics()}\n${await metrics.registry.metrics()}`;
      return reply.type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
