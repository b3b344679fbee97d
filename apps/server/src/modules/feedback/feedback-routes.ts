import multipart from '@fastify/multipart';
import { API, envelope, FeedbackFields, FeedbackItem, FeedbackList } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { FEEDBACK_MULTIPART, readFeedbackForm } from './feedback-form.ts';
import { listFeedback, saveFeedback } from './feedback-repository.ts';

const tags = ['feedback'];

/** /m/feedback: a multipart form with category, content and up to three png/jpeg images; own list. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (scope) => {
    await scope.register(multipart, FEEDBACK_MULTIPART);
    scope.route({
      method: API.submitFeedback.method,
      url: API.submitFeedback.path,
      schema: {
        operationId: 'submitFeedback',
        tags,
        summary:
          'Sends feedback as multipart/form-data: category, content (word range) and up to 3 images (png/jpeg, 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(FeedbackItem), ...errorResponses },
      },
      config: { multipartFields: FeedbackFields },
      onRequest: requireRealMember,
      handler: async (request) => {
        const { member } = authOf(request);
        await app.limits.consume(app.limits.settings.feedbackPerMember, `feedback:${member.id}`);
        const form = await readFeedbackForm(request);
        return ok(await saveFeedback(app.db, member.id, form, dateOf(app.clock)));
      },
    });
  });

  app.route({
    method: API.getFeedbackList.method,
    url: API.getFeedbackList.path,
    schema: {
      operationId: 'getFeedbackList',
      tags,
      summary: "The member's own feedback, newest first",
      response: { 200: envelope(FeedbackList), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => ok({ list: await listFeedback(app.db, authOf(request).member.id) }),
  });
};
