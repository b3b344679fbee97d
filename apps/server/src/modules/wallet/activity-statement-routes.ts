import { ActivityStatement, API, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { addDays, merchantDay } from '../../shared/merchant-days.ts';
import { activityTotals } from './activity-totals.ts';
import { findWallet } from './ledger-repository.ts';

const tags = ['protection'];
const STATEMENT_DAYS = [30, 90] as const;

/** The responsible gaming screen's activity statement (issue 17): a read of the member's ledger. */
export const activityStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getActivityStatement.method,
    url: API.getActivityStatement.path,
    schema: {
      operationId: 'getActivityStatement',
      tags,
      summary: 'Deposits, withdrawals, bets, wins and net result over the last 30 and 90 merchant days',
      response: { 200: envelope(ActivityStatement), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const now = dateOf(app.clock);
      const { member } = authOf(request);
      const timezone = request.merchant.timezone ?? 'UTC';
      const today = merchantDay(now, timezone);
      const wallet = await findWallet(app.db, member.id);
      const periods = await Promise.all(
        STATEMENT_DAYS.map(async (days) => {
          const fromDay = addDays(today, 1 - days);
          const totals = await activityTotals(app.db, member.id, { timezone, fromDay, now });
          return { days, fromDay, ...totals, net: totals.wins - totals.bets };
        }),
      );
      return ok({ currency: wallet?.currency ?? request.merchant.config.currency.code, timezone, periods });
    },
  });
};
