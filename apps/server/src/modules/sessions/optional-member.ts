import type { FastifyRequest } from 'fastify';
import type { Member } from '../members/member-repository.ts';
import { bearerToken } from './auth-plugin.ts';

/**
 * The member behind the request's bearer token on a route guests may use too: null without a token, and
 * also when the token is unknown or its session ended (the caller then sees what a guest sees).
 */
export async function optionalMember(request: FastifyRequest): Promise<Member | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const result = await request.server.sessions.authenticate(token, request.merchant.code);
  return result.status === 'ok' ? result.member : null;
}
