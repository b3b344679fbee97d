import {
  Activities,
  ActivitiesQuery,
  Activity,
  ActivityParams,
  API,
  envelope,
  JoinActivityRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { optionalMember } from '../../plugins/sessions/optional-member.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { claimActivity, joinActivity, listActivities } from './activity-service.ts';

const tags = ['promotions'];

/** /m/activity: the promotions with the member's status in each, joining and claiming. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getActivities.method,
    url: API.getActivities.path,
    config: { optionalMember: true },
    schema: {
      operationId: 'getActivities',
      tags,
      summary:
        "The merchant's promotions with the caller's status in each (Join for guests), each in the request's language where written in it",
      querystring: ActivitiesQuery,
      response: { 200: envelope(Activities), ...errorResponses },
    },
    handler: async (request) => {
      const member = await optionalMember(request);
      const list = await listActivities(app.db, {
        merchantCode: request.merchant.code,
        language: requestLanguage(request, request.query.language),
        memberId: member?.id ?? null,
        now: dateOf(app.clock),
      });
      return ok({ list });
    },
  });

  app.route({
    method: API.joinActivity.method,
    url: API.joinActivity.path,
    schema: {
      operationId: 'joinActivity',
      tags,
      summary: 'Joins a promotion, with a remark when it asks for one; answers the new status',
      params: ActivityParams,
      // Without a remark the web may send no body at all.
      body: JoinActivityRequest.nullish(),
      response: { 200: envelope(Activity), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) =>
      ok(
        await joinActivity(app.db, {
          merchantCode: request.merchant.code,
          activityId: request.params.id,
          memberId: authOf(request).member.id,
          remark: request.body?.remark,
          now: dateOf(app.clock),
          language: requestLanguage(request),
        }),
      ),
  });

  app.route({
    method: API.claimActivity.method,
    url: API.claimActivity.path,
    schema: {
      operationId: 'claimActivity',
      tags,
      summary: "Claims an approved promotion's reward into the wallet, once",
      params: ActivityParams,
      response: { 200: envelope(Activity), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) =>
      ok(
        await claimActivity(app.db, {
          merchantCode: request.merchant.code,
          activityId: request.params.id,
          memberId: authOf(request).member.id,
          currency: request.merchant.config.currency.code,
          now: dateOf(app.clock),
          language: requestLanguage(request),
        }),
      ),
  });
};
