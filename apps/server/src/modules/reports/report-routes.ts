import {
  API,
  type ConsoleDayRangeQuery,
  ConsoleReconciliation,
  ConsoleReconciliationQuery,
  ConsoleReport,
  ConsoleReportParams,
  ConsoleReportQuery,
  envelope,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { consoleMerchant, requireOperator, serveOperators } from '../operators/index.ts';
import { reconcile } from './reconciliation.ts';
import { buildReport } from './report-builder.ts';
import { dayRangeOf } from './report-range.ts';

/** Reports and reconciliation of one merchant over whole merchant days (decision 0049); reads only. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  /**
   * The merchant the operator asks about (their own unless a platform operator names one) and its days:
   * those asked for, or its last days by its own clock.
   */
  const merchantDays = async (
    request: FastifyRequest,
    permission: 'getConsoleReport' | 'getConsoleReconciliation',
    query: ConsoleDayRangeQuery,
  ) => {
    const chosen = await consoleMerchant(app.db, request, permission, query.merchantCode);
    return { ...chosen, range: dayRangeOf(query, chosen.merchant.timezone, dateOf(app.clock)) };
  };

  app.route({
    method: API.getConsoleReport.method,
    url: API.getConsoleReport.path,
    schema: {
      operationId: 'getConsoleReport',
      tags: ['console'],
      summary:
        "One report (GGR by day, vendor or game; player profit and loss; payments by channel; bonus cost; agents' downlines) of one merchant over merchant days (the last 7, today included, unless from and to are given)",
      params: ConsoleReportParams,
      querystring: ConsoleReportQuery,
      response: { 200: envelope(ConsoleReport), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleReport' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { query } = request;
      const { merchant, merchantCodes, range } = await merchantDays(request, 'getConsoleReport', query);
      return ok(await buildReport(app.db, request.params.kind, merchant, merchantCodes, range, query));
    },
  });
  app.route({
    method: API.getConsoleReconciliation.method,
    url: API.getConsoleReconciliation.path,
    schema: {
      operationId: 'getConsoleReconciliation',
      tags: ['console'],
      summary:
        "Vendors' rounds against the ledger's bet, win and refund entries per vendor and merchant day (the last 7, today included, unless from and to are given), with the differences and the days' closes",
      querystring: ConsoleReconciliationQuery,
      response: { 200: envelope(ConsoleReconciliation), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleReconciliation' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { query } = request;
      const { merchant, merchantCodes, range } = await merchantDays(
        request,
        'getConsoleReconciliation',
        query,
      );
      return ok(await reconcile(app.db, merchant, merchantCodes, range, query.vendor));
    },
  });
};
