import { API, ConsoleDashboard, ConsoleDashboardQuery, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { listMerchantCalendars } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
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
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const asked = request.query.merchantCode;
      if (scope !== undefined && asked !== undefined && asked !== scope) {
        await audit(request, operator, 'permission.refused', {
          target: 'getConsoleDashboard',
          after: { merchantCode: asked },
        });
        throw new ApiError(403, 'forbidden', { field: 'merchantCode' });
      }
      const calendars = (await listMerchantCalendars(app.db)).filter(
        (calendar) => scope === undefined || calendar.code === scope,
      );
      const code = asked ?? scope ?? (calendars.find((calendar) => calendar.isDefault) ?? calendars[0])?.code;
      const merchant = calendars.find((calendar) => calendar.code === code);
      if (!merchant) throw new ApiError(400, 'unknown_merchant', { field: 'merchantCode' });
      const codes = calendars.map((calendar) => calendar.code);
      return ok(await consoleDashboard(app.db, merchant, codes, dateOf(app.clock)));
    },
  });
};
