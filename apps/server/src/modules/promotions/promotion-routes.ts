import {
  API,
  envelope,
  LeaderBoard,
  LeaderBoardQuery,
  Reward,
  RewardParams,
  Rewards,
  SignInQuery,
  SignInResult,
  SignInStatus,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireMember, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { optionalMember } from '../../plugins/sessions/optional-member.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { activityRoutes } from './activity-routes.ts';
import { leaderBoard } from './leaderboard-service.ts';
import { requirePromotion, requireRewardCentre } from './promotion-gates.ts';
import { claimReward, listRewards } from './reward-service.ts';
import { signIn, signInStatus } from './sign-in-service.ts';

const tags = ['promotions'];

/** Activities, the daily sign-in (LOGIN), the reward centre (REWCEN3) and the leaderboard (MISSION). */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activityRoutes);

  app.route({
    method: API.getSignInStatus.method,
    url: API.getSignInStatus.path,
    schema: {
      operationId: 'getSignInStatus',
      tags,
      summary: "The daily sign-in cycle on the member's day (LOGIN promotion)",
      querystring: SignInQuery,
      response: { 200: envelope(SignInStatus), ...errorResponses },
    },
    onRequest: [requirePromotion('LOGIN'), requireRealMember],
    handler: async (request) =>
      ok(
        await signInStatus(app.db, {
          memberId: authOf(request).member.id,
          utcOffset: request.query.utcOffset,
          now: dateOf(app.clock),
        }),
      ),
  });

  app.route({
    method: API.dailySignIn.method,
    url: API.dailySignIn.path,
    schema: {
      operationId: 'dailySignIn',
      tags,
      summary: "Signs in for the member's day; the reward goes to the reward centre or the wallet",
      querystring: SignInQuery,
      response: { 200: envelope(SignInResult), ...errorResponses },
    },
    onRequest: [requirePromotion('LOGIN'), requireRealMember],
    handler: async (request) => {
      const { config } = request.merchant;
      return ok(
        await signIn(app.db, {
          memberId: authOf(request).member.id,
          utcOffset: request.query.utcOffset,
          now: dateOf(app.clock),
          currency: config.currency.code,
          rewardCentre: config.whitelabel.REWCEN3 === true,
        }),
      );
    },
  });

  app.route({
    method: API.getRewards.method,
    url: API.getRewards.path,
    schema: {
      operationId: 'getRewards',
      tags,
      summary: "The member's rewards in the reward centre (REWCEN3)",
      response: { 200: envelope(Rewards), ...errorResponses },
    },
    onRequest: [requireMember, requireRewardCentre],
    handler: async (request) => ok({ list: await listRewards(app.db, authOf(request).member.id) }),
  });

  app.route({
    method: API.claimReward.method,
    url: API.claimReward.path,
    schema: {
      operationId: 'claimReward',
      tags,
      summary: 'Claims a reward of the reward centre into the wallet, once',
      params: RewardParams,
      response: { 200: envelope(Reward), ...errorResponses },
    },
    onRequest: [requireMember, requireRewardCentre],
    handler: async (request) =>
      ok(
        await claimReward(app.db, {
          id: request.params.id,
          memberId: authOf(request).member.id,
          currency: request.merchant.config.currency.code,
          now: dateOf(app.clock),
        }),
      ),
  });

  app.route({
    method: API.getLeaderBoard.method,
    url: API.getLeaderBoard.path,
    config: { optionalMember: true },
    schema: {
      operationId: 'getLeaderBoard',
      tags,
      summary: 'Top bettors of the merchant by total stake today or this week (UTC), names masked (MISSION)',
      querystring: LeaderBoardQuery,
      response: { 200: envelope(LeaderBoard), ...errorResponses },
    },
    onRequest: requirePromotion('MISSION'),
    handler: async (request) => {
      const member = await optionalMember(request);
      return ok(
        await leaderBoard(app.db, {
          merchantCode: request.merchant.code,
          period: request.query.period,
          memberId: member?.id ?? null,
          now: dateOf(app.clock),
        }),
      );
    },
  });
};
