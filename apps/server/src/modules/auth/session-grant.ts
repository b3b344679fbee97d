import type { SessionGrant } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../../plugins/sessions/auth-plugin.ts';
import type { StartedSession } from '../../plugins/sessions/session-service.ts';
import { dateOf } from '../../shared/clock.ts';
import { type Member, recordLogin } from '../members/index.ts';

/** What a login answers once the member is known: a new session, and a remember token when asked. */
export async function grantSession(
  request: FastifyRequest,
  member: Member,
  remember: boolean,
): Promise<SessionGrant> {
  const { sessions } = request.server;
  return grantOf(request, member, await sessions.start(member, clientInfo(request), remember));
}

export async function grantOf(
  request: FastifyRequest,
  member: Member,
  started: StartedSession,
): Promise<SessionGrant> {
  const firstTimeLogin = await recordLogin(
    request.server.db,
    member,
    clientInfo(request),
    dateOf(request.server.clock),
  );
  return {
    token: started.token,
    userName: member.username,
    type: member.type,
    firstTimeLogin,
    merchantCode: member.merchantCode,
    ...(started.rememberToken ? { rememberToken: started.rememberToken } : {}),
  };
}
