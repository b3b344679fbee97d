import { Activity, envelope, text } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { findMemberByUsername } from '../members/index.ts';
import { REVIEW_OUTCOMES, reviewEntry } from './activity-service.ts';

const Review = z.object({
  username: text().trim().min(1).max(40),
  activityId: text().min(1).max(64),
  status: z.enum(REVIEW_OUTCOMES),
});

/** Test facility standing in for the operator's reviewer of activity entries (registered by test facilities). */
export const activityTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/activity-entries',
    {
      schema: {
        operationId: 'reviewTestActivityEntry',
        tags: ['test facilities'],
        summary:
          "Moves a member's Applying or Process entry to Process, Claim, Rejected or Issued (paid), as a reviewer would (test facilities only)",
        body: Review,
        response: { 200: envelope(Activity), ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const { username, activityId, status } = request.body;
      const member = await findMemberByUsername(app.db, request.merchant.code, username);
      if (!member) throw new ApiError(404, 'not_found');
      return ok(
        await reviewEntry(app.db, {
          merchantCode: request.merchant.code,
          activityId,
          memberId: member.id,
          currency: request.merchant.config.currency.code,
          outcome: status,
          now: dateOf(app.clock),
        }),
      );
    },
  );
};
