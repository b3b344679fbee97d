import {
  API,
  envelope,
  ReviewRewardClaimRequest,
  RewardClaim,
  RewardClaimPage,
  RewardClaimParams,
  RewardClaimsQuery,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { findMerchantPlayTerms } from '../merchants/index.ts';
import { addInboxMessages, plainTextHtml } from '../messages/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { REVIEWABLE, settleEntry } from './activity-service.ts';
import { findRewardClaim, listRewardClaims, rewardClaimOf } from './reward-claim-repository.ts';

const tags = ['console'];

/** The console's queue of activity reward applications and its decisions (decision 0048). */
export const rewardClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listRewardClaims.method,
    url: API.listRewardClaims.path,
    schema: {
      operationId: 'listRewardClaims',
      tags,
      summary:
        "Activity reward claims of the caller's merchant (every merchant for a platform operator), by status, activity or member, newest first, 50 a page",
      querystring: RewardClaimsQuery,
      response: { 200: envelope(RewardClaimPage), ...errorResponses },
    },
    config: { consolePermission: 'listRewardClaims' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listRewardClaims(app.db, request.query, merchantScope(operatorOf(request).operator))),
  });

  app.route({
    method: API.reviewRewardClaim.method,
    url: API.reviewRewardClaim.path,
    schema: {
      operationId: 'reviewRewardClaim',
      tags,
      summary:
        'Approves (paying the reward through the ledger once, with its turnover) or rejects with a reason a reward application waiting for review',
      params: RewardClaimParams,
      body: ReviewRewardClaimRequest,
      response: { 200: envelope(RewardClaim), ...errorResponses },
    },
    config: { consolePermission: 'reviewRewardClaim' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const found = await findRewardClaim(app.db, request.params.id, scope);
      if (!found) throw new ApiError(404, 'not_found', { field: 'id' });
      const moved = () => new ApiError(409, 'reward_claim_moved_on', { field: 'id' });
      if (!REVIEWABLE.includes(found.entry.status as (typeof REVIEWABLE)[number])) throw moved();
      const terms = await findMerchantPlayTerms(app.db, found.activity.merchantCode);
      if (!terms) throw new ApiError(404, 'not_found');
      const { approve, reason } = request.body;
      const now = dateOf(app.clock);
      const settled = await settleEntry(
        app.db,
        found.activity,
        {
          merchantCode: found.activity.merchantCode,
          activityId: found.activity.id,
          memberId: found.entry.memberId,
          currency: terms.currency,
          now,
        },
        REVIEWABLE,
        approve ? 'Issued' : 'Rejected',
        {
          decidedById: operator.id,
          decidedByUsername: operator.username,
          decidedAt: now,
          decisionReason: reason ?? null,
        },
      );
      if (!settled) throw moved();
      const claim = rewardClaimOf({ ...found, entry: settled });
      const title = found.activity.title;
      await addInboxMessages(app.db, settled.memberId, [
        approve
          ? {
              code: 'reward_claim_approved',
              params: { activity: title, amount: claim.rewardAmount },
              title: 'Your reward was approved',
              content: plainTextHtml(`${title}: ${claim.rewardAmount}`),
              createdAt: now,
            }
          : {
              code: 'reward_claim_rejected',
              params: { activity: title, reason: reason ?? '' },
              title: 'Your reward application was not approved',
              content: plainTextHtml(`${title}: ${reason ?? ''}`),
              createdAt: now,
            },
      ]);
      await audit(request, operator, approve ? 'reward_claim.approved' : 'reward_claim.rejected', {
        target: claim.id,
        before: rewardClaimOf(found),
        after: claim,
        reason: reason ?? null,
      });
      return ok(claim);
    },
  });
};
