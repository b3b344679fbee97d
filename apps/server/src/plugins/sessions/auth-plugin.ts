import { isRealMember } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Member } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  type ClientInfo,
  type RowWithMemberLookup,
  type Session,
  SessionService,
} from './session-service.ts';

export interface AuthContext {
  session: Session;
  member: Member;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** The caller's session and member; set by requireMember / requireRealMember, else null. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i;

/** The token of an `Authorization: Bearer …` header; undefined when absent or malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Route guard (onRequest): the request must carry a live session of this merchant. No or unknown token:
 * 401 in_logged_login; an expired or ended session: 401 session_expired; a disabled member: 403.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'in_logged_login');
  const result = await request.server.sessions.authenticate(token, request.merchant.code);
  switch (result.status) {
    case 'ok':
      request.auth = { session: result.session, member: result.member };
      return;
    case 'unknown':
      throw new ApiError(401, 'in_logged_login');
    case 'expired':
      throw new ApiError(401, 'session_expired');
    case 'disabled':
      throw new ApiError(403, 'user_disabled');
  }
}

/** Route guard (onRequest) for real accounts only (types 0, 1, 2): trial and other types get 403 free_reject. */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  if (!isRealMember(authOf(request).member.type)) throw new ApiError(403, 'free_reject');
}

/** The context a guard established; throws if the route has no guard (a programming error). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.url} reads the session without a requireMember guard`);
  return request.auth;
}

/**
 * Sessions as `app.sessions`, and `request.auth` for the guards to fill. The members table is the members
 * module's, which itself uses these guards: its lookup (a row of ours and its member, in one query) comes in
 * as an option.
 */
export const authPlugin = fp<{ clock: Clock; withMember: RowWithMemberLookup }>(
  async (app, { clock, withMember }) => {
    app.decorate('sessions', new SessionService(app.db, clock, withMember));
    app.decorateRequest('auth', null);
  },
  { name: 'auth', dependencies: ['database'] },
);
