import {
  API,
  ConsoleMemberProtection,
  ConsoleMemberProtectionParams,
  envelope,
  SetConsoleMemberLimitsRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { kycStatusOf } from '../identity/index.ts';
import { type DepositedIn, operatorLimits, playerLimits, setOperatorLimits } from '../limits/index.ts';
import { type Member, visibleMember } from '../members/index.ts';
import { findMerchantPlayTerms } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { memberExclusions } from '../protection/index.ts';
import { findRealityCheck } from '../reality-check/index.ts';

const tags = ['console'];

/** A member's limits, exclusions, reality check and KYC status; stricter limits set by an operator (decision 0055). */
export const memberProtectionRoutes: FastifyPluginAsyncZod<{ depositedIn: DepositedIn }> = async (
  app,
  options,
) => {
  serveOperators(app);

  async function protectionOf(member: Member): Promise<ConsoleMemberProtection> {
    const now = dateOf(app.clock);
    const [limits, operatorSet, exclusions, realityCheck, terms, kyc] = await Promise.all([
      playerLimits(app.db, member, now, options.depositedIn),
      operatorLimits(app.db, member.id),
      memberExclusions(app.db, member.id, now),
      findRealityCheck(app.db, member.id),
      findMerchantPlayTerms(app.db, member.merchantCode),
      kycStatusOf(app.db, member.id),
    ]);
    const merchantDefaultMinutes = terms?.realityCheckMinutes ?? 0;
    const chosenMinutes = realityCheck?.intervalMinutes ?? null;
    return {
      limits,
      operatorLimits: operatorSet,
      exclusions: exclusions.map(({ merchantCode: _merchant, ...exclusion }) => ({
        ...exclusion,
        memberUsername: member.username,
      })),
      realityCheck: {
        intervalMinutes: chosenMinutes ?? merchantDefaultMinutes,
        chosenMinutes,
        merchantDefaultMinutes,
      },
      kyc,
    };
  }

  app.route({
    method: API.getConsoleMemberProtection.method,
    url: API.getConsoleMemberProtection.path,
    schema: {
      operationId: 'getConsoleMemberProtection',
      tags,
      summary:
        "A member's protection: limits (own, operator's, used, pending), time-outs and self-exclusions, reality check, KYC status",
      params: ConsoleMemberProtectionParams,
      response: { 200: envelope(ConsoleMemberProtection), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleMemberProtection' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      return ok(await protectionOf(await visibleMember(app.db, request.params.id, scope)));
    },
  });

  app.route({
    method: API.setConsoleMemberLimits.method,
    url: API.setConsoleMemberLimits.path,
    schema: {
      operationId: 'setConsoleMemberLimits',
      tags,
      summary:
        "Sets (amount null: removes) operator limits on a member with a reason, at once; never looser than the member's own (400 operator_limit_looser)",
      description:
        "The limit that holds is the lower of the member's own and the operator's, wherever limits are enforced.",
      params: ConsoleMemberProtectionParams,
      body: SetConsoleMemberLimitsRequest,
      response: { 200: envelope(ConsoleMemberProtection), ...errorResponses },
    },
    config: { consolePermission: 'setConsoleMemberLimits' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const member = await visibleMember(app.db, request.params.id, merchantScope(operator));
      const { limits, reason } = request.body;
      const changed = await setOperatorLimits(
        app.db,
        member.id,
        limits,
        { username: operator.username, reason },
        dateOf(app.clock),
      );
      await audit(request, operator, 'member.limits_set', { target: member.id, ...changed, reason });
      return ok(await protectionOf(member));
    },
  });
};
