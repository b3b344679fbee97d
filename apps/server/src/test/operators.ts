import type { ConsoleRole } from '@lobby/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_OPERATOR } from '../demo/operators.ts';
import { insertOperator } from '../modules/operators/index.ts';
import { totpCode, totpStep } from '../modules/operators/totp.ts';
import { dateOf } from '../shared/clock.ts';
import { api, freshIp } from './accounts.ts';

export interface ConsoleCaller {
  operatorId: string;
  cookie: string;
  csrfToken: string;
  get(path: string): Promise<LightMyRequestResponse>;
  /** A write with the session's CSRF token (unless `csrf` is false). */
  write(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    csrf?: boolean,
  ): Promise<LightMyRequestResponse>;
}

/** The current TOTP code of a secret on the app's clock. */
export const currentCode = (app: FastifyInstance, secret: string): string =>
  totpCode(secret, totpStep(app.clock.now()));

/** Signs in through consoleLogin and consoleVerifyTotp as a client does; answers the signed-in caller. */
export async function consoleSignIn(
  app: FastifyInstance,
  username: string,
  password: string,
  secret: string,
): Promise<ConsoleCaller> {
  const ip = freshIp();
  const login = await app.inject({
    method: 'POST',
    url: api('/console/login'),
    payload: { username, password },
    remoteAddress: ip,
  });
  expect(login.statusCode, login.body).toBe(200);
  const verify = await app.inject({
    method: 'POST',
    url: api('/console/login/verify'),
    payload: { ...login.json().value, code: currentCode(app, secret) },
    remoteAddress: ip,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const cookie = String(verify.headers['set-cookie']).split(';')[0] ?? '';
  const session = await app.inject({ method: 'GET', url: api('/console/session'), headers: { cookie } });
  const { csrfToken, operator } = session.json().value;
  return {
    operatorId: operator.id,
    cookie,
    csrfToken,
    get: (path) => app.inject({ method: 'GET', url: api(path), headers: { cookie } }),
    write: (method, path, payload, csrf = true) =>
      app.inject({
        method,
        url: api(path),
        headers: csrf ? { cookie, 'x-csrf-token': csrfToken } : { cookie },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** Signs in as the demo operator (owner of demo). */
export const signInDemoOperator = (app: FastifyInstance) =>
  consoleSignIn(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret);

let next = 1;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const PASSWORD = 'operator-password-1';

/** A new enrolled operator of this role and merchant (null: platform), signed in. */
export async function operatorSession(
  app: FastifyInstance,
  role: ConsoleRole,
  merchantCode: string | null = 'demo',
): Promise<ConsoleCaller> {
  const username = `op${role}${next++}`;
  await insertOperator(
    app.db,
    {
      username,
      role,
      merchantCode,
      passwordHash: await app.passwords.hash(PASSWORD),
      totpSecret: SECRET,
      totpEnrolled: true,
    },
    dateOf(app.clock),
  );
  return consoleSignIn(app, username, PASSWORD, SECRET);
}
