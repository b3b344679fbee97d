import { SystemStatusResponse } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestStatus } from './system-status.ts';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/status',
    {
      schema: {
        operationId: 'getSystemStatus',
        tags: ['system'],
        summary:
          'Status gate (normal, maintenance, region restricted) and the merchant settings the web needs',
        response: { 200: SystemStatusResponse, ...errorResponses },
      },
      // The gate is the content here: always 200, also in maintenance and for restricted clients.
      config: { platformGate: false },
    },
    async (request) => ok(requestStatus(request, request.merchant)),
  );
};
