import {
  API,
  envelope,
  PlayerExclusion,
  type ProtectionTool,
  StartSelfExclusionRequest,
  StartTimeOutRequest,
} from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requireProtectionTool } from '../../shared/protection-tool-gate.ts';
import { selfExclusionEnd, timeOutEnd } from './exclusion-periods.ts';
import { type ExclusionKind, insertExclusion } from './exclusion-repository.ts';

const tags = ['protection'];

/**
 * Stores the exclusion the request asks for, then ends every session and remembered login of the member
 * (this one too).
 */
async function exclude<P extends string>(
  app: FastifyInstance,
  request: FastifyRequest & { body: { period: P } },
  kind: ExclusionKind,
  endOf: (period: P, start: Date) => Date | null,
): Promise<PlayerExclusion> {
  const { member } = authOf(request);
  const { period } = request.body;
  const startedAt = dateOf(app.clock);
  const endsAt = endOf(period, startedAt);
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

const memberWrite = (tool: ProtectionTool) => ({
  onRequest: requireRealMember,
  preHandler: [requireProtectionTool(tool), limitMemberWrites],
});

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
    ...memberWrite('timeOut'),
    handler: async (request) => ok(await exclude(app, request, 'time_out', timeOutEnd)),
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
    ...memberWrite('selfExclusion'),
    handler: async (request) => ok(await exclude(app, request, 'self_exclusion', selfExclusionEnd)),
  });
};
