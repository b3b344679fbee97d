import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { findMemberById } from '../modules/members/index.ts';
import { api, bearer, createMember } from './accounts.ts';

export interface MemberSession {
  id: string;
  username: string;
  headers: Record<string, string>;
  get(path: string): Promise<LightMyRequestResponse>;
  post(path: string, payload?: object): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let next = 1;

/**
 * A new member of any type (40, 41, 42 too, which cannot log in) with a session started directly: for
 * tests of what a type may do, not of the login.
 */
export async function memberSession(
  app: FastifyInstance,
  options: { type?: number; merchant?: string; password?: string; prefix?: string } = {},
): Promise<MemberSession> {
  const merchantHeaders: Record<string, string> = options.merchant
    ? { 'x-merchant-code': options.merchant }
    : {};
  const username = `${options.prefix ?? 'member'}${next++}`;
  const created = await createMember(
    app,
    { username, type: options.type ?? 0, ...(options.password ? { password: options.password } : {}) },
    merchantHeaders,
  );
  const member = await findMemberById(app.db, created.id);
  if (!member) throw new Error('created member not found');
  const { token } = await app.sessions.start(member, { ip: '127.0.0.1', userAgent: 'test' }, false);
  const headers = { ...merchantHeaders, ...bearer(token) };
  const inject = (request: InjectOptions) =>
    app.inject({ ...request, headers: { ...headers, ...request.headers } });
  return {
    id: created.id,
    username,
    headers,
    inject,
    get: (path) => inject({ method: 'GET', url: api(path) }),
    post: (path, payload = {}) => inject({ method: 'POST', url: api(path), payload }),
  };
}
