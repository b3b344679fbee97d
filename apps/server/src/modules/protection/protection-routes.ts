import {
  API,
  envelope,
  PlayerExclusion,
  StartSelfExclusionRequest,
  StartTimeOutRequest,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { selfExclusionEnd, timeOutEnd } from './exclusion-periods.ts';
import { type ExclusionKind, insertExclusion } from './exclusion-repository.ts';

const tags = ['protection'];

/** Stores the exclusion, then ends every session and remembered login of the member (this one too). */
async function exclude(
  app: FastifyInstance,
  member: { id: string; merchantCode: string },
  kind: ExclusionKind,
  period: string,
  startedAt: Date,
  endsAt: Date | null,
): Promise<PlayerExclusion> {
  await insertExclusion(app.db, {
    memberId: member.id,
    merchantCode: member.merchantCode,
    kind,
    period,
    startedAt,
    endsAt,
  });
  await app.sessions.endAllOthers(member.id);
  return { kind, period, startedAt: startedAt.toISOString(), endsAt: endsAt?.toISOString() ?? null };
}

/** The member's own protection tools (issue 17, decision 0050). Real accounts only. */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.startTimeOut.method,
    url: API.startTimeOut.path,
    schema: {
      operationId: 'startTimeOut',
      tags,
      summary: 'Starts a time-out at once: every session ends and login is refused until it ends',
      description: 'Cannot be lifted early. Login then answers 403 timed_out with value.until.',
      body: StartTimeOutRequest,
      response: { 200: envelope(PlayerExclusion), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const now = dateOf(app.clock);
      const { period } = request.body;
      return ok(await exclude(app, authOf(request).member, 'time_out', period, now, timeOutEnd(period, now)));
    },
  });

  app.route({
    method: API.startSelfExclusion.method,
    url: API.startSelfExclusion.path,
    schema: {
      operationId: 'startSelfExclusion',
      tags,
      summary: 'Self-excludes the member at once: sessions end, login, play and marketing stop',
      description:
        'Cannot be reversed early; endsAt null is permanent. Login answers 403 self_excluded with ' +
        'value.until; after the end, the first login asks to return and answers ' +
        '403 self_exclusion_return_pending until 24 hours later.',
      body: StartSelfExclusionRequest,
      response: { 200: envelope(PlayerExclusion), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const now = dateOf(app.clock);
      const { period } = request.body;
      const member = authOf(request).member;
      return ok(await exclude(app, member, 'self_exclusion', period, now, selfExclusionEnd(period, now)));
    },
  });
};
