import { API, envelope, RealityCheckState, SetRealityCheckSettingsRequest, toMajor } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requireProtectionTool } from '../../shared/protection-tool-gate.ts';
import { playResultSince } from '../wallet/index.ts';
import { clockAt } from './reality-check-clock.ts';
import { findRealityCheck, saveAcknowledgement, saveInterval } from './reality-check-repository.ts';

interface Asker {
  memberId: string;
  merchantDefaultMinutes: number;
  currency: string;
}

async function stateOf(db: Db, asker: Asker, now: Date): Promise<RealityCheckState> {
  const row = await findRealityCheck(db, asker.memberId);
  const clock = clockAt(row, asker.merchantDefaultMinutes, now);
  const started = clock.sessionStartedAt;
  return {
    intervalMinutes: clock.intervalMinutes,
    chosenMinutes: row?.intervalMinutes ?? null,
    merchantDefaultMinutes: asker.merchantDefaultMinutes,
    sessionStartedAt: started?.toISOString() ?? null,
    nextCheckAt: clock.nextCheckAt?.toISOString() ?? null,
    due: clock.due,
    playedSeconds: started ? Math.floor((now.getTime() - started.getTime()) / 1000) : 0,
    netResult: started ? toMajor(await playResultSince(db, asker.memberId, started)) : 0,
    currency: asker.currency,
  };
}

/** The member's reality check: interval, the server-kept clock and acknowledgements (decision 0052). */
export const realityCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: envelope(RealityCheckState), ...errorResponses };
  const askerOf = (
    request: Parameters<typeof authOf>[0] & {
      merchant: { config: { realityCheckMinutes: number; currency: { code: string } } };
    },
  ): Asker => ({
    memberId: authOf(request).member.id,
    merchantDefaultMinutes: request.merchant.config.realityCheckMinutes,
    currency: request.merchant.config.currency.code,
  });

  app.route({
    method: API.getRealityCheckSettings.method,
    url: API.getRealityCheckSettings.path,
    schema: {
      operationId: 'getRealityCheckSettings',
      tags: ['responsible gaming'],
      summary:
        "The member's reality-check interval and clock: when the next check is due, whether one is due now, time played and net result this session",
      response,
    },
    onRequest: requireMember,
    handler: async (request) => ok(await stateOf(app.db, askerOf(request), dateOf(app.clock))),
  });

  app.route({
    method: API.setRealityCheckSettings.method,
    url: API.setRealityCheckSettings.path,
    schema: {
      operationId: 'setRealityCheckSettings',
      tags: ['responsible gaming'],
      summary: 'Sets the reality-check interval: 0 (off), 15, 30, 45, 60, 90 or 120 minutes',
      body: SetRealityCheckSettingsRequest,
      response,
    },
    onRequest: requireMember,
    preHandler: requireProtectionTool('realityCheck'),
    handler: async (request) => {
      const asker = askerOf(request);
      await saveInterval(app.db, asker.memberId, { intervalMinutes: request.body.intervalMinutes });
      return ok(await stateOf(app.db, asker, dateOf(app.clock)));
    },
  });

  app.route({
    method: API.acknowledgeRealityCheck.method,
    url: API.acknowledgeRealityCheck.path,
    schema: {
      operationId: 'acknowledgeRealityCheck',
      tags: ['responsible gaming'],
      summary:
        'Acknowledges the due reality check (recorded; bets are accepted again and the next check counts from now); when none is due nothing changes',
      response,
    },
    onRequest: requireMember,
    handler: async (request) => {
      const asker = askerOf(request);
      const now = dateOf(app.clock);
      const row = await findRealityCheck(app.db, asker.memberId);
      if (clockAt(row, asker.merchantDefaultMinutes, now).due)
        await saveAcknowledgement(app.db, asker.memberId, now);
      return ok(await stateOf(app.db, asker, now));
    },
  });
};
