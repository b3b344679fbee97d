import { API, HealthResponse, LivenessResponse, type Readiness, ReadinessResponse } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsApplied } from '../../db/migration-state.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { ApiError } from '../../shared/api-error.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';

/** A check that has not answered by then counts as failed, so a hung dependency cannot hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance): Promise<Readiness> {
  const [database, redis, migrations] = await Promise.all([
    passes(() => app.db.execute(sql`select 1`)),
    app.config.redisUrl ? passes(() => app.rateLimiter.ping()) : undefined,
    passes(async () => {
      if (!(await migrationsApplied(app.db, MIGRATIONS_DIR))) throw new Error('pending');
    }),
  ]);
  return {
    phase: app.lifecycle.phase,
    checks: {
      database: database ? 'ok' : 'failed',
      redis: redis === undefined ? 'not_configured' : redis ? 'ok' : 'failed',
      migrations: migrations ? 'ok' : database ? 'pending' : 'failed',
    },
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.getHealth.path,
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse, ...errorResponses },
      },
      config: { merchant: false },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    API.getLiveness.path,
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['system'],
        summary: 'The process answers (restart it when this fails); checks nothing else',
        response: { 200: LivenessResponse, ...errorResponses },
      },
      config: { merchant: false },
    },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    API.getReadiness.path,
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['system'],
        summary:
          'Whether to send traffic here: 200 when started, not draining, the database and Redis (when ' +
          'configured) answer and every migration is applied; otherwise 503 not_ready with the same fields',
        response: { 200: ReadinessResponse, ...errorResponses },
      },
      config: { merchant: false },
    },
    async () => {
      const state = await readiness(app);
      const healthy = Object.values(state.checks).every(
        (check) => check === 'ok' || check === 'not_configured',
      );
      if (state.phase !== 'ready' || !healthy) throw new ApiError(503, 'not_ready', state);
      return ok(state);
    },
  );
};
