import {
  AnswerFeedbackRequest,
  API,
  envelope,
  FeedbackImageParams,
  FeedbackTicket,
  FeedbackTicketPage,
  FeedbackTicketParams,
  FeedbackTicketsQuery,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { addInboxMessages, plainTextHtml } from '../messages/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import {
  findFeedbackImage,
  findFeedbackTicket,
  listFeedbackTickets,
  storeFeedbackAnswer,
} from './feedback-tickets.ts';

const tags = ['console'];

/** The console's feedback desk: the merchant's tickets, their images, and one answer per ticket. */
export const consoleFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  app.route({
    method: API.listFeedbackTickets.method,
    url: API.listFeedbackTickets.path,
    schema: {
      operationId: 'listFeedbackTickets',
      tags,
      summary: "The feedback of the caller's merchant (every merchant for a platform operator), newest first",
      querystring: FeedbackTicketsQuery,
      response: { 200: envelope(FeedbackTicketPage), ...errorResponses },
    },
    config: { consolePermission: 'listFeedbackTickets' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listFeedbackTickets(app.db, request.query, merchantScope(operatorOf(request).operator))),
  });

  app.route({
    method: API.getFeedbackTicketImage.method,
    url: API.getFeedbackTicketImage.path,
    schema: {
      operationId: 'getFeedbackTicketImage',
      tags,
      summary: 'An image a member attached to feedback (png or jpeg), for operators who may list feedback',
      params: FeedbackImageParams,
      produces: ['image/png', 'image/jpeg'],
      response: { 200: z.any().describe('The image bytes'), ...errorResponses },
    },
    config: { consolePermission: 'listFeedbackTickets' },
    onRequest: requireOperator,
    handler: async (request, reply) => {
      const { id, position } = request.params;
      const image = await findFeedbackImage(
        app.db,
        id,
        position,
        merchantScope(operatorOf(request).operator),
      );
      if (!image) throw new ApiError(404, 'not_found');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(image.mimeType)
        .send(image.bytes);
    },
  });

  app.route({
    method: API.answerFeedback.method,
    url: API.answerFeedback.path,
    schema: {
      operationId: 'answerFeedback',
      tags,
      summary:
        'Answers a feedback ticket once: the member sees the answer in their feedback and gets an inbox message',
      params: FeedbackTicketParams,
      body: AnswerFeedbackRequest,
      response: { 200: envelope(FeedbackTicket), ...errorResponses },
    },
    config: { consolePermission: 'answerFeedback' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const { id } = request.params;
      const { text } = request.body;
      const now = dateOf(app.clock);
      await app.db.transaction(async (tx) => {
        const ticket = await findFeedbackTicket(tx, id, scope);
        if (!ticket) throw new ApiError(404, 'not_found', { field: 'id' });
        const stored = await storeFeedbackAnswer(tx, id, {
          text,
          operatorId: operator.id,
          operatorUsername: operator.username,
          now,
        });
        if (!stored) throw new ApiError(409, 'feedback_already_answered', { field: 'id' });
        // Translatable: the member's app shows its own words for the code, with the answer as a param.
        await addInboxMessages(tx, stored.memberId, [
          {
            code: 'feedback_answered',
            params: { answer: text },
            title: 'Your feedback has been answered',
            content: plainTextHtml(text),
            createdAt: now,
          },
        ]);
      });
      const answered = await findFeedbackTicket(app.db, id, scope);
      if (!answered) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, 'feedback.answered', {
        target: id,
        before: { status: 'open' },
        after: { status: 'answered', answer: text, memberId: answered.memberId },
      });
      return ok(answered);
    },
  });
};
