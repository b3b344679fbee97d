import { performance } from 'node:perf_hooks';
import { importPublicKey, SessionGrant } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema.ts';
import { OWASP_ARGON2 } from '../../plugins/config.ts';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limits/limits.ts';
import { MemoryRateLimiter } from '../../plugins/rate-limits/rate-limiter.ts';
import { requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import {
  api,
  bearer,
  createMember,
  freshIp,
  injectEncrypted,
  login,
  loginRequest,
  outboxCode,
  requestCode,
  solvedCaptcha,
  TestClock,
} from '../../test/accounts.ts';
import { createTestApp, putMerchant, useTestApp } from '../../test/app.ts';
import { findMemberByUsername } from '../members/index.ts';

const MINUTE = 60_000;
const clock = new TestClock();

// Stands for the member-centre routes to come: real accounts only.
const memberCentre: FastifyPluginAsync = async (api) => {
  api.get('/probe/member-centre', { onRequest: requireRealMember }, async () => ({
    success: true,
    code: 'ok',
  }));
};

const app = useTestApp({
  clock,
  // Memory whatever REDIS_URL says: the delays are checked by moving the test clock.
  rateLimiter: new MemoryRateLimiter(clock),
  limits: { loginAttemptsPerIp: { limit: 20, windowSeconds: 900 } },
  apiRoutes: [memberCentre],
});

const PASSWORD = 'Demo-Player-2026';

const me = (token: string) =>
  app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(token) });

describe('POST /auth/login (username)', () => {
  it('logs in with a new token at every login; each token opens getMemberInfo', async () => {
    const first = SessionGrant.parse(await login(app(), 'demo', PASSWORD, { remoteAddress: freshIp() }));
    const second = await login(app(), 'DEMO', PASSWORD, { remoteAddress: freshIp() });
    expect(first).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'demo' });
    expect(first.rememberToken).toBeUndefined();
    expect(second.token).not.toBe(first.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const token of [first.token, second.token]) {
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({
        account: 'demo',
        nickname: 'Demo Player',
        clubLabel: { labelName: 'VIP 1' },
      });
    }
    // Only the hash of a token is stored.
    const stored = await app().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(first.token);
  });

  it('answers a wrong password and an unknown username alike: 401 invalid_credentials, captcha demanded', async () => {
    await createMember(app(), { username: 'wrongpw_01', password: PASSWORD });
    const wrongPassword = await loginRequest(app(), 'wrongpw_01', 'not-the-password', {
      remoteAddress: freshIp(),
    });
    const unknownUser = await loginRequest(app(), 'nobody_here', 'not-the-password', {
      remoteAddress: freshIp(),
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'invalid_credentials',
        value: { captcha: true },
      });
    }
  });

  it('refuses plain JSON', async () => {
    const response = await app().inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { type: 'username', username: 'demo', password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('encryption_required');
  });

  it('demands a captcha after a failure from the same address only; the right one lets the login through', async () => {
    await createMember(app(), { username: 'escalate_01', password: PASSWORD });
    await createMember(app(), { username: 'escalate_02', password: PASSWORD });
    const ip = freshIp();
    expect(
      (await loginRequest(app(), 'escalate_01', 'wrong-password', { remoteAddress: ip })).statusCode,
    ).toBe(401);

    const again = await loginRequest(app(), 'escalate_01', PASSWORD, { remoteAddress: ip });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'captcha_required',
      value: { field: 'captcha', captcha: true },
    });
    const captcha = await solvedCaptcha(app(), { remoteAddress: ip });
    const wrongCaptcha = await loginRequest(app(), 'escalate_01', PASSWORD, {
      remoteAddress: ip,
      captcha: { captchaId: captcha.captchaId, captcha: '99999999' },
    });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json()).toMatchObject({ code: 'in_vwrite_code', value: { captcha: true } });

    // Another player behind the same address (a carrier NAT), and the player elsewhere, need none.
    expect((await loginRequest(app(), 'escalate_02', PASSWORD, { remoteAddress: ip })).statusCode).toBe(200);
    expect(
      (await loginRequest(app(), 'escalate_01', PASSWORD, { remoteAddress: freshIp() })).statusCode,
    ).toBe(200);

    const grant = await login(app(), 'escalate_01', PASSWORD, {
      remoteAddress: ip,
      captcha: await solvedCaptcha(app(), { remoteAddress: ip }),
    });
    expect(grant.userName).toBe('escalate_01');
    // Success clears the failures: no captcha from that address again.
    expect((await loginRequest(app(), 'escalate_01', PASSWORD, { remoteAddress: ip })).statusCode).toBe(200);
  });

  it('delays an address that keeps failing on an account (429 retryAfterSeconds, no sleeping)', async () => {
    await createMember(app(), { username: 'locked_01', password: PASSWORD });
    const ip = freshIp();
    const attempt = async (password: string, remoteAddress = ip) =>
      loginRequest(app(), 'locked_01', password, {
        remoteAddress,
        captcha: await solvedCaptcha(app(), { remoteAddress }),
      });
    const free = DEFAULT_RATE_LIMITS.loginFailuresPerAccountAndIp.freeFailures;
    for (let i = 0; i < free; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);

    const started = performance.now();
    const delayed = await attempt(PASSWORD);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({
      success: false,
      code: 'rate_limited',
      value: { retryAfterSeconds: 15, captcha: true },
    });
    expect(delayed.headers['retry-after']).toBe('15');

    clock.advance(15_000);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).json().value.retryAfterSeconds).toBe(30);
    clock.advance(30_000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it("never refuses the right password with a solved captcha because of another address's failures", async () => {
    await createMember(app(), { username: 'besieged_01', password: PASSWORD });
    const attacker = freshIp();
    let failures = 0;
    for (let round = 0; round < 12; round++) {
      const response = await loginRequest(app(), 'besieged_01', 'wrong-password', {
        remoteAddress: attacker,
        captcha: await solvedCaptcha(app(), { remoteAddress: attacker }),
      });
      if (response.statusCode === 401) failures += 1;
      else {
        expect(response.statusCode).toBe(429);
        clock.advance(response.json().value.retryAfterSeconds * 1000);
      }
      // The attacker is held back all the while; the player from another address gets in.
      const player = freshIp();
      const withoutCaptcha = await loginRequest(app(), 'besieged_01', PASSWORD, { remoteAddress: player });
      if (withoutCaptcha.statusCode !== 200) {
        expect(withoutCaptcha.json().code).toBe('captcha_required');
        const grant = await login(app(), 'besieged_01', PASSWORD, {
          remoteAddress: player,
          captcha: await solvedCaptcha(app(), { remoteAddress: player }),
        });
        expect(grant.userName).toBe('besieged_01');
      }
    }
    expect(failures).toBeGreaterThan(DEFAULT_RATE_LIMITS.loginFailuresPerAccountAndIp.freeFailures);
  });

  it('demands a captcha on an account failed from several addresses, even from a new one', async () => {
    await createMember(app(), { username: 'spread_01', password: PASSWORD });
    const { captchaAfter } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < captchaAfter; i++) {
      const response = await loginRequest(app(), 'spread_01', 'wrong-password', { remoteAddress: freshIp() });
      expect(response.statusCode).toBe(401);
    }
    const player = freshIp();
    const refused = await loginRequest(app(), 'spread_01', PASSWORD, { remoteAddress: player });
    expect(refused.json().code).toBe('captcha_required');
    const captcha = await solvedCaptcha(app(), { remoteAddress: player });
    expect((await login(app(), 'spread_01', PASSWORD, { remoteAddress: player, captcha })).userName).toBe(
      'spread_01',
    );
  });

  it('demands a captcha of a whole address only past its own, higher threshold', async () => {
    const ip = freshIp();
    const { captchaAfter } = DEFAULT_RATE_LIMITS.loginFailuresPerIp;
    // Players behind the address log in all the while: successes are no failures.
    for (let i = 0; i < 3; i++) await login(app(), 'demo', PASSWORD, { remoteAddress: ip });
    for (let i = 0; i < captchaAfter; i++) {
      const response = await loginRequest(app(), `stranger_${i}`, 'wrong-password', { remoteAddress: ip });
      expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const response = await loginRequest(app(), 'demo', PASSWORD, { remoteAddress: ip });
    expect(response.json().code).toBe('captcha_required');
  });

  it('tells the member in the inbox, once, about 5 or more failed logins since the last one', async () => {
    await createMember(app(), { username: 'alerted_01', password: PASSWORD });
    await createMember(app(), { username: 'calm_01', password: PASSWORD });
    const fail = async (username: string) => {
      const remoteAddress = freshIp();
      const response = await loginRequest(app(), username, 'wrong-password', {
        remoteAddress,
        captcha: await solvedCaptcha(app(), { remoteAddress }),
      });
      expect(response.statusCode).toBe(401);
    };
    const { alertAfter } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < alertAfter; i++) await fail('alerted_01');
    for (let i = 0; i < alertAfter - 1; i++) await fail('calm_01');

    const inboxOf = async (username: string) => {
      const remoteAddress = freshIp();
      const { token } = await login(app(), username, PASSWORD, {
        remoteAddress,
        captcha: await solvedCaptcha(app(), { remoteAddress }),
      });
      const page = await app().inject({ method: 'GET', url: api('/messages/inbox'), headers: bearer(token) });
      return page.json().value.list;
    };
    const alerted = await inboxOf('alerted_01');
    expect(alerted).toEqual([
      expect.objectContaining({
        code: 'failed_logins',
        params: { count: alertAfter },
        title: 'Failed logins on your account',
        read: false,
      }),
    ]);
    expect(alerted[0].content).toContain(`${alertAfter} times`);
    expect(await inboxOf('alerted_01')).toHaveLength(1);
    expect(await inboxOf('calm_01')).toEqual([]);
  });

  it('limits login attempts per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect(
        (await loginRequest(app(), 'nobody_else', 'wrong-password', { remoteAddress: ip })).statusCode,
      ).not.toBe(429);
    }
    const limited = await loginRequest(app(), 'demo', PASSWORD, { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps agents and members to their portals; a disabled account is refused', async () => {
    const agentPortal = { portal: 'agent' as const };
    const refused = await loginRequest(app(), 'demo', PASSWORD, { ...agentPortal, remoteAddress: freshIp() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'agent_login_refused' });
    expect(
      (await login(app(), 'demoagent', 'Demo-Agent-2026', { ...agentPortal, remoteAddress: freshIp() })).type,
    ).toBe(1);
    expect((await login(app(), 'demoagent', 'Demo-Agent-2026', { remoteAddress: freshIp() })).type).toBe(1);

    await createMember(app(), { username: 'other_type', password: PASSWORD, type: 40 });
    const nonMember = await loginRequest(app(), 'other_type', PASSWORD, { remoteAddress: freshIp() });
    expect(nonMember.statusCode).toBe(403);
    expect(nonMember.json().code).toBe('member_login_refused');
    const nonAgent = await loginRequest(app(), 'other_type', PASSWORD, {
      ...agentPortal,
      remoteAddress: freshIp(),
    });
    expect(nonAgent.json().code).toBe('agent_login_refused');
    // Without the password nothing about the account is told.
    const guess = await loginRequest(app(), 'other_type', 'wrong-password', {
      ...agentPortal,
      remoteAddress: freshIp(),
    });
    expect(guess.json().code).toBe('invalid_credentials');

    await createMember(app(), { username: 'disabled_01', password: PASSWORD, disabled: true });
    const disabled = await loginRequest(app(), 'disabled_01', PASSWORD, { remoteAddress: freshIp() });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('user_disabled');
    expect(
      (await loginRequest(app(), 'disabled_01', 'wrong-password', { remoteAddress: freshIp() })).statusCode,
    ).toBe(401);
  });
});

describe('POST /auth/login (sms)', () => {
  it('logs in with the SMS code; an unknown number gets the same answers and no message', async () => {
    const ip = freshIp();
    const sent = await requestCode(
      app(),
      { mobileNo: '03001234567', countryDialingCode: '92', purpose: 'login' },
      {
        remoteAddress: ip,
      },
    );
    const unknown = await requestCode(
      app(),
      { mobileNo: '3009999999', countryDialingCode: '92', purpose: 'login' },
      {
        remoteAddress: ip,
      },
    );
    expect(sent.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().value)).toEqual(Object.keys(sent.json().value));
    expect(await outboxCode(app(), '92', '3009999999')).toBeUndefined();

    const code = await outboxCode(app(), '92', '3001234567');
    const smsLogin = (mobileNum: string, verificationCode: string) =>
      injectEncrypted(app(), {
        method: 'POST',
        url: api('/auth/login'),
        remoteAddress: freshIp(),
        payload: { type: 'sms', mobileNum, countryDialingCode: '92', verificationCode },
      });
    const unknownLogin = await smsLogin('3009999999', code ?? '');
    expect(unknownLogin.statusCode).toBe(401);
    expect(unknownLogin.json()).toEqual({
      success: false,
      code: 'invalid_credentials',
      value: { captcha: true },
    });

    const grant = await smsLogin('03001234567', code ?? '');
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().value.userName).toBe('demo');
    // Single use.
    expect((await smsLogin('3001234567', code ?? '')).statusCode).toBe(401);
  });

  it('is refused when the merchant has mobile-code login off', async () => {
    await putMerchant(app(), 'no-sms-login', {
      domains: ['no-sms-login.test'],
      config: { whitelabel: { MOBILEVERCODELOGIN3: false } },
    });
    const response = await injectEncrypted(app(), {
      method: 'POST',
      url: api('/auth/login'),
      headers: { host: 'no-sms-login.test' },
      payload: { type: 'sms', mobileNum: '3001234567', countryDialingCode: '92', verificationCode: '123456' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.field).toBe('type');
  });
});

describe('remembered login', () => {
  const remembered = (rememberToken: string) =>
    app().inject({ method: 'POST', url: api('/auth/remembered-login'), payload: { rememberToken } });

  it('exchanges the remember token for a session and a new token; the old one stops working', async () => {
    const grant = await login(app(), 'demo', PASSWORD, { remember: true, remoteAddress: freshIp() });
    expect(grant.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const restored = await remembered(grant.rememberToken ?? '');
    expect(restored.statusCode, restored.body).toBe(200);
    const next = SessionGrant.parse(restored.json().value);
    expect(next.userName).toBe('demo');
    expect(next.rememberToken).toBeDefined();
    expect(next.rememberToken).not.toBe(grant.rememberToken);
    expect((await me(next.token)).statusCode).toBe(200);

    // The old token used again means it was copied: it fails and takes the new one down with it.
    const replay = await remembered(grant.rememberToken ?? '');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_credentials');
    expect((await remembered(next.rememberToken ?? '')).statusCode).toBe(401);
  });

  it('expires after 30 days', async () => {
    const grant = await login(app(), 'demo', PASSWORD, { remember: true, remoteAddress: freshIp() });
    clock.advance(30 * 24 * 60 * MINUTE + 1);
    expect((await remembered(grant.rememberToken ?? '')).statusCode).toBe(401);
  });

  it('is revoked at logout: the one bound to the session and the one passed', async () => {
    const bound = await login(app(), 'demo', PASSWORD, { remember: true, remoteAddress: freshIp() });
    const other = await login(app(), 'demo', PASSWORD, { remember: true, remoteAddress: freshIp() });
    const logout = await app().inject({
      method: 'DELETE',
      url: api('/auth/session'),
      headers: bearer(bound.token),
      payload: { rememberToken: other.rememberToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await remembered(bound.rememberToken ?? '')).statusCode).toBe(401);
    expect((await remembered(other.rememberToken ?? '')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('answers in_logged_login without a valid token and session_expired for an ended one', async () => {
    const none = await app().inject({ method: 'GET', url: api('/members/me') });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, code: 'in_logged_login' });
    const unknown = await me('A'.repeat(43));
    expect(unknown.json().code).toBe('in_logged_login');

    const grant = await login(app(), 'demo', PASSWORD, { remoteAddress: freshIp() });
    const logout = await app().inject({
      method: 'DELETE',
      url: api('/auth/session'),
      headers: bearer(grant.token),
    });
    expect(logout.json()).toEqual({ success: true, code: 'ok', value: null });
    const after = await me(grant.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_expired');
    // Logging out twice, or without a session, is fine.
    expect((await app().inject({ method: 'DELETE', url: api('/auth/session') })).statusCode).toBe(200);
  });

  it('ends after 30 idle minutes, refreshing idle time at most once a minute', async () => {
    const grant = await login(app(), 'demo', PASSWORD, { remoteAddress: freshIp() });
    const lastSeen = async () =>
      (
        await app()
          .db.select()
          .from(sessions)
          .where(eq(sessions.memberId, (await memberId('demo')) ?? ''))
      )
        .map((row) => row.lastSeenAt.getTime())
        .sort()
        .at(-1);
    const loggedInAt = await lastSeen();
    clock.advance(30_000);
    expect((await me(grant.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt);
    clock.advance(29 * MINUTE);
    expect((await me(grant.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.now());
    clock.advance(29 * MINUTE);
    expect((await me(grant.token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await me(grant.token)).json().code).toBe('session_expired');
  });

  it('ends 12 hours after login however active', async () => {
    const grant = await login(app(), 'demo', PASSWORD, { remoteAddress: freshIp() });
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      expect((await me(grant.token)).statusCode).toBe(200);
      clock.advance(20 * MINUTE);
    }
    expect((await me(grant.token)).json().code).toBe('session_expired');
  });

  it('belongs to its merchant', async () => {
    await putMerchant(app(), 'elsewhere', { domains: ['elsewhere.test'] });
    const grant = await login(app(), 'demo', PASSWORD, { remoteAddress: freshIp() });
    const foreign = await app().inject({
      method: 'GET',
      url: api('/members/me'),
      headers: { ...bearer(grant.token), host: 'elsewhere.test' },
    });
    expect(foreign.json().code).toBe('in_logged_login');
  });
});

async function memberId(username: string): Promise<string | undefined> {
  return (await findMemberByUsername(app().db, 'demo', username))?.id;
}

describe('trial play', () => {
  it('hands out fresh trial names and logs in to a type 4 account', async () => {
    const names = await Promise.all(
      [1, 2].map(
        async () => (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value,
      ),
    );
    expect(names[0]).toMatch(/^trial_[a-z0-9]{10}$/);
    expect(names[1]).not.toBe(names[0]);

    const trialLogin = (trialName: string) =>
      app().inject({ method: 'POST', url: api('/auth/trial-login'), payload: { trialName } });
    const response = await trialLogin(names[0]);
    expect(response.statusCode, response.body).toBe(200);
    const grant = response.json().value;
    expect(grant).toEqual({
      token: expect.any(String),
      userName: names[0],
      customerType: 4,
      merchantCode: 'demo',
    });
    const info = await me(grant.token);
    expect(info.json().value).toMatchObject({ account: names[0], type: 4 });

    const again = (await trialLogin(names[0])).json().value;
    expect((await me(again.token)).json().value.id).toBe(info.json().value.id);

    for (const name of ['demo', 'trial_short', 'TRIAL_ABCDEFGHIJ!']) {
      const refused = await trialLogin(name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().value.field).toBe('trialName');
    }
  });

  it('is refused by real-member routes with free_reject; real members pass', async () => {
    const name = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
    const trial = (
      await app().inject({ method: 'POST', url: api('/auth/trial-login'), payload: { trialName: name } })
    ).json().value;
    const centre = (headers: Record<string, string>) =>
      app().inject({ method: 'GET', url: api('/probe/member-centre'), headers });
    const refused = await centre(bearer(trial.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'free_reject' });
    expect((await centre({})).json().code).toBe('in_logged_login');

    const real = await login(app(), 'demoagent', 'Demo-Agent-2026', { remoteAddress: freshIp() });
    expect((await centre(bearer(real.token))).statusCode).toBe(200);

    // Any other type is not a real account either.
    await createMember(app(), { username: 'type42_01', password: PASSWORD, type: 42 });
    const [other] = await app().db.select().from(members).where(eq(members.username, 'type42_01'));
    if (!other) throw new Error('member missing');
    const started = await app().sessions.start(other, { ip: '127.0.0.1', userAgent: undefined }, false);
    expect((await centre(bearer(started.token))).json().code).toBe('free_reject');
  });
});

describe('GET /auth/encryption-key', () => {
  it('publishes an RSA-OAEP-256 SPKI key that imports in WebCrypto', async () => {
    const response = await app().inject({ method: 'GET', url: api('/auth/encryption-key') });
    const key = response.json().value;
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP-256', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    await expect(importPublicKey(key.publicKey)).resolves.toBeDefined();
  });
});

describe('no user enumeration by timing (argon2id at OWASP cost)', () => {
  it('spends about as long on an unknown username as on a wrong password', async () => {
    const relaxed = { captchaAfter: 1000, freeFailures: 1000 };
    const owasp: FastifyInstance = await createTestApp({
      config: { argon2: { ...OWASP_ARGON2 } },
      limits: {
        loginFailuresPerAccountAndIp: { ...DEFAULT_RATE_LIMITS.loginFailuresPerAccountAndIp, ...relaxed },
        loginFailuresPerIp: { ...DEFAULT_RATE_LIMITS.loginFailuresPerIp, ...relaxed },
        loginFailuresPerAccount: { ...DEFAULT_RATE_LIMITS.loginFailuresPerAccount, captchaAfter: 1000 },
      },
    });
    try {
      const timed = async (username: string) => {
        const started = performance.now();
        const response = await loginRequest(owasp, username, 'wrong-password', { remoteAddress: freshIp() });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('invalid_credentials');
        return performance.now() - started;
      };
      await timed('demo');
      await timed('nobody_at_all');
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 6; i++) {
        wrong.push(await timed('demo'));
        unknown.push(await timed(`nobody_${i}`));
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const [a, b] = [median(wrong), median(unknown)];
      expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(3);
    } finally {
      await owasp.close();
    }
  });
});
