import { HealthResponse } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
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
};
