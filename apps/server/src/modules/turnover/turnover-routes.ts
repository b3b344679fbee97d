import {
  API,
  ConsoleTurnoverParams,
  envelope,
  SetConsoleTurnoverRequest,
  TurnoverStatus,
  toMajor,
  toMinor,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { visibleMember as findVisibleMember } from '../members/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { lowerTurnover, outstandingTurnover, turnoverStatus } from './turnover-repository.ts';

/** The member's turnover (decision 0048). */
export const turnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getTurnoverStatus.method,
    url: API.getTurnoverStatus.path,
    schema: {
      operationId: 'getTurnoverStatus',
      tags: ['wallet'],
      summary: "The member's outstanding turnover (settled bets pay it down) and what raised or lowered it",
      response: { 200: envelope(TurnoverStatus), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => ok(await turnoverStatus(app.db, authOf(request).member.id)),
  });
};

/** The console's view and lowering (waiver) of a member's turnover (decision 0048). */
export const consoleTurnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  const visibleMember = (id: string, scope: string | undefined) => findVisibleMember(app.db, id, scope);

  app.route({
    method: API.getConsoleTurnover.method,
    url: API.getConsoleTurnover.path,
    schema: {
      operationId: 'getConsoleTurnover',
      tags: ['console'],
      summary: "A member's outstanding turnover and its history, for the member's page",
      params: ConsoleTurnoverParams,
      response: { 200: envelope(TurnoverStatus), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleMember' },
    onRequest: requireOperator,
    handler: async (request) => {
      const member = await visibleMember(request.params.id, merchantScope(operatorOf(request).operator));
      return ok(await turnoverStatus(app.db, member.id));
    },
  });

  app.route({
    method: API.setConsoleTurnover.method,
    url: API.setConsoleTurnover.path,
    schema: {
      operationId: 'setConsoleTurnover',
      tags: ['console'],
      summary:
        "Lowers a member's outstanding turnover (0 waives it all) with a reason; never raises it (400 turnover_not_lower)",
      params: ConsoleTurnoverParams,
      body: SetConsoleTurnoverRequest,
      response: { 200: envelope(TurnoverStatus), ...errorResponses },
    },
    config: { consolePermission: 'setConsoleTurnover' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const member = await visibleMember(request.params.id, merchantScope(operator));
      const { outstanding, reason } = request.body;
      const outstandingMinor = toMinor(outstanding) ?? 0;
      const lowered = await lowerTurnover(app.db, {
        memberId: member.id,
        outstandingMinor,
        reason,
        operator,
        now: dateOf(app.clock),
      });
      if (!lowered) {
        const current = toMajor(await outstandingTurnover(app.db, member.id));
        throw new ApiError(400, 'turnover_not_lower', { field: 'outstanding', outstanding: current });
      }
      await audit(request, operator, 'turnover.set', {
        target: member.id,
        before: { outstanding: toMajor(lowered.beforeMinor) },
        after: { outstanding: toMajor(lowered.afterMinor) },
        reason,
      });
      return ok(await turnoverStatus(app.db, member.id));
    },
  });
};
