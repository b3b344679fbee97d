import type { FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { bearerToken } from './auth-plugin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the member's bearer token when one is sent and serves guests too (so documented). */
    optionalMember?: true;
  }
}

/**
 * The member behind the request's bearer token on a route guests may use too: null without a token, and
 * also when the token is unknown or its session ended (the caller then sees what a guest sees). The route
 * declares `config: { optionalMember: true }`, which its OpenAPI security shows.
 */
export async function optionalMember(request: FastifyRequest): Promise<Member | null> {
  if (request.routeOptions.config.optionalMember !== true)
    throw new Error(`${request.routeOptions.url} reads an optional member without config.optionalMember`);
  const token = bearerToken(request);
  if (!token) return null;
  const result = await request.server.sessions.authenticate(token, request.merchant.code);
  if (result.status !== 'ok') return null;
  // Recorded like a guard does: the answer now depends on the session (and is not cached publicly).
  request.auth = { session: result.session, member: result.member };
  return result.member;
}
