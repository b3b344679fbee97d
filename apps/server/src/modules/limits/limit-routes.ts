import {
  API,
  ConfirmPlayerLimitChangeRequest,
  envelope,
  PlayerLimits,
  SetPlayerLimitsRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requireProtectionTool } from '../../shared/protection-tool-gate.ts';
import {
  confirmPlayerLimitChange,
  type DepositedIn,
  playerLimits,
  setPlayerLimits,
} from './limit-service.ts';

/** 403 protection_tool_off once the merchant switched limits off (decision 0059); limits set stay in force. */
const limitsOn = requireProtectionTool('limits');

/** The member's own deposit, loss and wager limits (decision 0051). */
export const limitRoutes: FastifyPluginAsyncZod<{ depositedIn: DepositedIn }> = async (app, options) => {
  const answer = (member: { id: string; merchantCode: string }) =>
    playerLimits(app.db, member, dateOf(app.clock), options.depositedIn);

  app.route({
    method: API.getPlayerLimits.method,
    url: API.getPlayerLimits.path,
    schema: {
      operationId: 'getPlayerLimits',
      tags: ['responsible gaming'],
      summary:
        "The member's limits per kind and period, what is used of them, and pending raises or removals",
      response: { 200: envelope(PlayerLimits), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => ok(await answer(authOf(request).member)),
  });

  app.route({
    method: API.setPlayerLimits.method,
    url: API.setPlayerLimits.path,
    schema: {
      operationId: 'setPlayerLimits',
      tags: ['responsible gaming'],
      summary: 'Sets limits: lowering or adding holds at once, raising or removing waits for the cooling-off',
      body: SetPlayerLimitsRequest,
      response: { 200: envelope(PlayerLimits), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitsOn,
    handler: async (request) => {
      const { member } = authOf(request);
      await setPlayerLimits(app.db, member, request.body.limits, dateOf(app.clock));
      return ok(await answer(member));
    },
  });

  app.route({
    method: API.confirmPlayerLimitChange.method,
    url: API.confirmPlayerLimitChange.path,
    schema: {
      operationId: 'confirmPlayerLimitChange',
      tags: ['responsible gaming'],
      summary: 'Confirms a raise or removal whose cooling-off has passed',
      body: ConfirmPlayerLimitChangeRequest,
      response: { 200: envelope(PlayerLimits), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitsOn,
    handler: async (request) => {
      const { member } = authOf(request);
      await confirmPlayerLimitChange(
        app.db,
        member.id,
        request.body.kind,
        request.body.period,
        dateOf(app.clock),
      );
      return ok(await answer(member));
    },
  });
};
