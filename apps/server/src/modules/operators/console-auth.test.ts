import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../demo/operators.ts';
import { api, freshIp, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { consoleSignIn, currentCode, operatorSession, signInDemoOperator } from '../../test/operators.ts';
import { OPERATOR_SESSION_POLICY } from './operator-sessions.ts';

const clock = new TestClock();
const app = useTestApp({ clock });
const MINUTE = 60_000;

const post = (path: string, payload: object, remoteAddress = freshIp()) =>
  app().inject({ method: 'POST', url: api(path), payload, remoteAddress });

const login = (username: string, password: string, ip?: string) =>
  post('/console/login', { username, password }, ip);

/** The audit actions recorded, oldest first, read through listAuditEvents as the demo owner would. */
async function auditActions(target: FastifyInstance): Promise<string[]> {
  clock.advance(31_000);
  const owner = await signInDemoOperator(target);
  const page = await owner.get('/console/audit-events');
  return page
    .json()
    .value.list.map((event: { action: string }) => event.action)
    .reverse();
}

describe('console sign-in', () => {
  it('signs the demo operator in with password and TOTP into a cookie session', async () => {
    const first = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    expect(first.statusCode, first.body).toBe(200);
    const challenge = first.json().value;
    expect(challenge.enrolment).toBeUndefined();
    const verify = await post('/console/login/verify', {
      ...challenge,
      code: currentCode(app(), DEMO_OPERATOR.totpSecret),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().value).toEqual({});
    const cookie = String(verify.headers['set-cookie']);
    expect(cookie).toMatch(
      /^console_session=[\w-]{43}; Path=\/api\/v1\/console; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    );
    const session = await app().inject({
      method: 'GET',
      url: api('/console/session'),
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(session.json().value).toMatchObject({
      operator: { username: 'admin', role: 'owner', merchantCode: 'demo' },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('refuses a wrong password and an unknown username alike, and audits both', async () => {
    for (const [username, password] of [
      ['admin', 'wrong-password'],
      ['nobody-here', 'wrong-password'],
    ] as const) {
      const response = await login(username, password);
      expect([response.statusCode, response.json().code]).toEqual([401, 'invalid_credentials']);
    }
    // The unknown username belongs to no merchant: only a platform operator sees that row.
    const failures = (actions: string[]) => actions.filter((action) => action === 'login.failed');
    expect(failures(await auditActions(app()))).toHaveLength(1);
    const platform = await operatorSession(app(), 'owner', null);
    const page = (await platform.get('/console/audit-events?action=login.failed')).json().value;
    expect(page.list.map((event: { target: string }) => event.target).sort()).toEqual([
      'admin',
      'nobody-here',
    ]);
  });

  it('refuses a wrong code, a code used twice and a stale or forged challenge', async () => {
    clock.advance(31_000);
    const ip = freshIp();
    const challenge = (await login('admin', DEMO_OPERATOR.password, ip)).json().value;
    const wrong = await post('/console/login/verify', { ...challenge, code: '000000' }, ip);
    expect([wrong.statusCode, wrong.json().code, wrong.json().value.field]).toEqual([
      401,
      'second_factor_invalid',
      'code',
    ]);
    const code = currentCode(app(), DEMO_OPERATOR.totpSecret);
    expect((await post('/console/login/verify', { ...challenge, code }, ip)).statusCode).toBe(200);
    const again = await post('/console/login/verify', { ...challenge, code }, ip);
    expect(again.json().code).toBe('second_factor_invalid');
    const forged = await post('/console/login/verify', { challenge: `${challenge.challenge}x`, code }, ip);
    expect([forged.statusCode, forged.json().code, forged.json().value.field]).toEqual([
      400,
      'challenge_expired',
      'challenge',
    ]);
    clock.advance(5 * MINUTE);
    const stale = await post(
      '/console/login/verify',
      { ...challenge, code: currentCode(app(), DEMO_OPERATOR.totpSecret) },
      ip,
    );
    expect(stale.json().code).toBe('challenge_expired');
    expect(await auditActions(app())).toContain('login.second_factor_failed');
  });

  it("answers on any merchant's host, in maintenance too: operators are not a host's players", async () => {
    await putMerchant(app(), 'closed', {
      domains: ['closed.test'],
      config: { maintenance: { enabled: true } },
    });
    const player = await app().inject({
      method: 'GET',
      url: api('/games/vendors'),
      headers: { host: 'closed.test' },
    });
    expect(player.json().code).toBe('platform_maintenance');
    const response = await app().inject({
      method: 'POST',
      url: api('/console/login'),
      headers: { host: 'closed.test' },
      payload: { username: 'admin', password: DEMO_OPERATOR.password },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [string, object, string][] = [
      ['/console/login', { password: 'x' }, 'username'],
      ['/console/login', { username: 'admin\u0000', password: 'x' }, 'username'],
      ['/console/login', { username: 'admin', password: '' }, 'password'],
      ['/console/login/verify', { challenge: 'a.b.c', code: '12345' }, 'code'],
      ['/console/login/verify', { code: '123456' }, 'challenge'],
      ['/console/enrolment', { token: 'short', password: 'long-enough-password' }, 'token'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await post(path, payload);
      expect([response.statusCode, response.json().code, response.json().value.field], path).toEqual([
        400,
        'validation_error',
        field,
      ]);
    }
  });

  it('delays repeated wrong passwords from one address, without locking the operator out elsewhere', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      codes.push((await login('admin', 'wrong-password', ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    expect((await login('admin', DEMO_OPERATOR.password)).statusCode).toBe(200);
  });
});

describe('console sessions', () => {
  it('needs the CSRF token on writes, and logout ends the session', async () => {
    clock.advance(31_000);
    const owner = await signInDemoOperator(app());
    const refused = await owner.write('DELETE', '/console/session', undefined, false);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'csrf_invalid']);
    const wrong = await app().inject({
      method: 'DELETE',
      url: api('/console/session'),
      headers: { cookie: owner.cookie, 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.json().code).toBe('csrf_invalid');
    expect((await owner.get('/console/session')).statusCode).toBe(200);
    const logout = await owner.write('DELETE', '/console/session');
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^console_session=; .*Max-Age=0/);
    const after = await owner.get('/console/session');
    expect([after.statusCode, after.json().code]).toEqual([401, 'session_expired']);
    expect((await app().inject({ method: 'GET', url: api('/console/session') })).json().code).toBe(
      'in_logged_login',
    );
  });

  it('ends after 30 idle minutes', async () => {
    clock.advance(31_000);
    const owner = await signInDemoOperator(app());
    clock.advance(OPERATOR_SESSION_POLICY.idleMs - MINUTE);
    expect((await owner.get('/console/session')).statusCode).toBe(200);
    clock.advance(OPERATOR_SESSION_POLICY.idleMs);
    expect((await owner.get('/console/session')).json().code).toBe('session_expired');
  });

  it('ends 12 hours after sign-in, however active', async () => {
    clock.advance(31_000);
    const owner = await signInDemoOperator(app());
    for (
      let elapsed = 0;
      elapsed < OPERATOR_SESSION_POLICY.absoluteMs - 20 * MINUTE;
      elapsed += 20 * MINUTE
    ) {
      clock.advance(20 * MINUTE);
      expect((await owner.get('/console/session')).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await owner.get('/console/session')).json().code).toBe('session_expired');
    clock.advance(25 * 60 * MINUTE);
    await app().operatorSessions.purgeEnded();
    expect((await owner.get('/console/session')).json().code).toBe('in_logged_login');
  });
});

describe('console enrolment', () => {
  it('takes a new operator from the enrolment link through TOTP enrolment to recovery codes', async () => {
    clock.advance(31_000);
    const owner = await signInDemoOperator(app());
    const created = await owner.write('POST', '/console/operators', {
      username: 'newsupport',
      role: 'support',
      merchantCode: 'demo',
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().value.enrolmentPath.split('#')[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await login('newsupport', 'anything-at-all')).json().code).toBe('invalid_credentials');

    const short = await post('/console/enrolment', { token, password: 'short-pass' });
    expect([short.statusCode, short.json().code, short.json().value.field]).toEqual([
      400,
      'password_too_short',
      'password',
    ]);
    const password = 'a-new-operator-password';
    expect((await post('/console/enrolment', { token, password })).statusCode).toBe(200);
    const reused = await post('/console/enrolment', { token, password });
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'enrolment_invalid']);

    const first = (await login('newsupport', password)).json().value;
    expect(first.enrolment.otpauthUri).toBe(
      `otpauth://totp/Lobby%20Console%3Anewsupport?secret=${first.enrolment.secret}&issuer=Lobby%20Console&algorithm=SHA1&digits=6&period=30`,
    );
    const enrolled = await post('/console/login/verify', {
      ...first,
      code: currentCode(app(), first.enrolment.secret),
    });
    const recoveryCodes: string[] = enrolled.json().value.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const second = (await login('newsupport', password)).json().value;
    expect(second.enrolment).toBeUndefined();
    const recovery = recoveryCodes[0] ?? '';
    expect((await post('/console/login/verify', { ...second, code: recovery })).statusCode).toBe(200);
    const spent = await post('/console/login/verify', { ...second, code: recovery });
    expect(spent.json().code).toBe('second_factor_invalid');
    const other = await consoleSignIn(app(), 'newsupport', password, first.enrolment.secret).catch(
      () => undefined,
    );
    expect(other).toBeUndefined(); // the same TOTP step was used for the enrolment
  });
});
