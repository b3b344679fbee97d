import { API, envelope, InboxCampaign, SendInboxMessageRequest } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { countRecipients, findMemberById, type RecipientFilter } from '../members/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { queueCampaign } from './campaign-repository.ts';

const tags = ['console'];

/** sendInboxMessage: queues a campaign and answers at once; the campaign job delivers it in batches. */
export const consoleMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  app.route({
    method: API.sendInboxMessage.method,
    url: API.sendInboxMessage.path,
    schema: {
      operationId: 'sendInboxMessage',
      tags,
      summary:
        "Queues an inbox message to one member, a VIP level or every member of the caller's merchant; answers at once",
      body: SendInboxMessageRequest,
      response: { 202: envelope(InboxCampaign), ...errorResponses },
    },
    config: { consolePermission: 'sendInboxMessage' },
    onRequest: requireOperator,
    handler: async (request, reply) => {
      const { operator } = operatorOf(request);
      const { audience, title, body } = request.body;
      let merchantCode = merchantScope(operator);
      const filter: RecipientFilter = { merchantCode };
      if (audience.kind === 'member') {
        const member = await findMemberById(app.db, audience.memberId);
        if (!member || (merchantCode !== undefined && member.merchantCode !== merchantCode))
          throw new ApiError(404, 'not_found', { field: 'audience.memberId' });
        merchantCode = member.merchantCode;
        Object.assign(filter, { merchantCode, memberId: member.id });
      } else if (audience.kind === 'vipLevel') {
        filter.vipLabel = audience.vipLabel;
      }
      const audienceCount = await countRecipients(app.db, filter);
      const campaign = await queueCampaign(app.db, {
        merchantCode,
        audience,
        title,
        body,
        audienceCount,
        operatorId: operator.id,
        now: dateOf(app.clock),
      });
      await audit(request, operator, 'message.sent', {
        target: campaign.id,
        after: { audience, title, audienceCount },
      });
      app.campaignDelivery.kick();
      return reply.code(202).send(ok(campaign));
    },
  });
};
