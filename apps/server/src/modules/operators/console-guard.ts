import { timingSafeEqual } from 'node:crypto';
import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  type ConsolePermission,
  type ConsoleRole,
  operatorAllows,
} from '@lobby/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { cookieNamed } from '../../shared/cookies.ts';
import { type AuditActor, recordAuditEvent } from '../audit/index.ts';
import type { Operator } from './operator-repository.ts';
import { OPERATOR_SESSION_POLICY, type OperatorSession } from './operator-sessions.ts';

export interface OperatorContext {
  session: OperatorSession;
  operator: Operator;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The console caller; set by requireOperator, else null. */
    operatorAuth: OperatorContext | null;
  }
  interface FastifyContextConfig {
    /** The permission a console route needs; 'session' when any signed-in operator may call it. */
    consolePermission?: ConsolePermission | 'session';
  }
}

const COOKIE_PATH = '/api/v1/console';

/** The console session token of the request's Cookie header, if any. */
const sessionToken = (request: FastifyRequest): string | undefined =>
  cookieNamed(request, CONSOLE_SESSION_COOKIE);

/** Sets (token) or clears (null) the session cookie: HttpOnly, SameSite=Strict, Secure outside development. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = request.server.config.env === 'development' ? '' : '; Secure';
  const maxAge = token ? Math.floor(OPERATOR_SESSION_POLICY.absoluteMs / 1000) : 0;
  reply.header(
    'set-cookie',
    `${CONSOLE_SESSION_COOKIE}=${token ?? ''}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export const actorOf = (operator: Operator | undefined): AuditActor => ({
  operatorId: operator?.id ?? null,
  operatorUsername: operator?.username ?? null,
  role: operator?.role ?? null,
  merchantCode: operator?.merchantCode ?? null,
});

export interface AuditFacts {
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Records what `operator` did or was refused in this request (address, request id and time added). */
export function audit(
  request: FastifyRequest,
  operator: Operator | undefined,
  action: string,
  facts: AuditFacts = {},
) {
  return recordAuditEvent(request.server.db, {
    actor: actorOf(operator),
    action,
    ...facts,
    ip: request.ip,
    requestId: request.id,
    at: dateOf(request.server.clock),
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Route guard (onRequest) of every console route: a live operator session from the cookie (401
 * in_logged_login, or session_expired), the session's CSRF token in x-csrf-token on writes (403
 * csrf_invalid), then the route's permission for the operator's role and, for a platform operation, that
 * the operator has no merchant (403 forbidden, audited).
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  if (!token) throw new ApiError(401, 'in_logged_login');
  const result = await request.server.operatorSessions.authenticate(token);
  if (result.status !== 'ok')
    throw new ApiError(401, result.status === 'expired' ? 'session_expired' : 'in_logged_login');
  const { session, operator } = result;
  if (WRITE_METHODS.has(request.method)) {
    const csrf = request.headers[CONSOLE_CSRF_HEADER];
    if (typeof csrf !== 'string' || !sameToken(csrf, session.csrfToken))
      throw new ApiError(403, 'csrf_invalid');
  }
  const permission = request.routeOptions.config.consolePermission;
  if (permission === undefined)
    throw new Error(`${request.url} has requireOperator but no consolePermission`);
  if (
    permission !== 'session' &&
    !operatorAllows({ role: operator.role as ConsoleRole, merchantCode: operator.merchantCode }, permission)
  ) {
    await audit(request, operator, 'permission.refused', { target: permission });
    throw new ApiError(403, 'forbidden');
  }
  request.operatorAuth = { session, operator };
}

/** The context requireOperator established; throws if the route has no guard (a programming error). */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operatorAuth) throw new Error(`${request.url} reads the operator without requireOperator`);
  return request.operatorAuth;
}

/**
 * The merchant whose rows the operator may see: their own, or undefined (every merchant) for a platform
 * operator.
 */
export const merchantScope = (operator: Operator): string | undefined => operator.merchantCode ?? undefined;

/**
 * Marks every route the scope declares from now on as serving no merchant of the host: an operator's
 * merchant is their own, and the player side's maintenance and region gate does not shut the console.
 */
export function serveOperators(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, merchant: false, platformGate: false };
  });
}
