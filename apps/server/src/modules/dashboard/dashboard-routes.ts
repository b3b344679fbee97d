import { API, ConsoleDashboard, ConsoleDashboardQuery, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { consoleMerchant, requireOperator, serveOperators } from '../operators/index.ts';
import { consoleDashboard } from './dashboard-figures.ts';

/** The console's home: figures of one merchant from the ledger and the tables. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  app.route({
    method: API.getConsoleDashboard.method,
    url: API.getConsoleDashboard.path,
    schema: {
      operationId: 'getConsoleDashboard',
      tags: ['console'],
      summary:
        "Today, the last 7 days and 30 days' trend of one merchant, in its timezone (a platform operator picks the merchant)",
      querystring: ConsoleDashboardQuery,
      response: { 200: envelope(ConsoleDashboard), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleDashboard' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { merchant, merchantCodes } = await consoleMerchant(
        app.db,
        request,
        'getConsoleDashboard',
        request.query.merchantCode,
      );
      return ok(await consoleDashboard(app.db, merchant, merchantCodes, dateOf(app.clock)));
    },
  });
};
