import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login } from '../../test/accounts.ts';
import { createTestApp, putMerchant, useTestApp } from '../../test/app.ts';
import { consoleSignIn } from '../../test/operators.ts';

const app = useTestApp();

const put = (code: string, payload: unknown, target = app()) =>
  target.inject({ method: 'PUT', url: `/api/v1/test/merchants/${code}`, payload: payload as object });

describe('PUT /api/v1/test/merchants/:code', () => {
  it('creates a merchant from the demo config with the given parts merged over it', async () => {
    const response = await putMerchant(app(), 'maint-xyz', {
      domains: ['Maint-XYZ.localhost'],
      config: { name: 'Maint', maintenance: { enabled: true }, whitelabel: { CBS3: false } },
    });
    expect(response.json()).toEqual({
      success: true,
      code: 'ok',
      value: { code: 'maint-xyz', domains: ['maint-xyz.localhost'] },
    });
    const status = await app().inject({
      method: 'GET',
      url: '/api/v1/system/status',
      headers: { host: 'maint-xyz.localhost' },
    });
    const { value } = status.json();
    expect(value.maintenance).toBe(true);
    expect(value.info.merchantName).toBe('Maint');
    expect(value.info.whitelabel).toMatchObject({ CBS3: false, REWCEN3: true });
    expect(value.info.currency).toEqual({ code: 'USD', symbol: '$' });
  });

  it('refuses an invalid body with 400, the field and the issue code, and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ domains: 'maint.localhost' }, 'domains', 'invalid_type'],
      [{ domains: [] }, 'domains', 'too_small'],
      [
        { domains: ['a.test'], config: { maintenance: { enabled: 'yes' } } },
        'config.maintenance.enabled',
        'invalid_type',
      ],
      [{ domains: ['a.test'], config: { minimumAge: 16 } }, 'config.minimumAge', 'invalid_union'],
      [
        { domains: ['a.test'], config: { region: { blockedIpRanges: ['10.0.0.0/33'] } } },
        'config.region.blockedIpRanges.0',
        'custom',
      ],
    ];
    for (const [payload, field, code] of cases) {
      const response = await put('bad', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'validation_error', value: { field } });
      expect(body.value.issues[0]).toEqual({ field, code });
    }
    const status = await app().inject({
      method: 'GET',
      url: '/api/v1/system/status',
      headers: { host: 'a.test' },
    });
    expect(status.json().value.info.merchantCode).toBe('demo');
  });

  it('refuses a malformed merchant code in the path', async () => {
    const response = await put('Not OK!', { domains: ['a.test'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.field).toBe('code');
  });
});

describe('POST /api/v1/test/members', () => {
  it("creates a member of the host's merchant that logs in through the API", async () => {
    const created = await createMember(app(), {
      username: 'fixture_01',
      password: 'fixture-password-1',
      type: 1,
      nickname: 'Fixture',
      vipLabel: 'VIP 9',
    });
    expect(created).toMatchObject({
      username: 'fixture_01',
      affiliateCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    const grant = await login(app(), 'fixture_01', 'fixture-password-1', { portal: 'agent' });
    expect(grant.type).toBe(1);
    const duplicate = await app().inject({
      method: 'POST',
      url: '/api/v1/test/members',
      payload: { username: 'FIXTURE_01' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'username_exists', value: { field: 'username' } });
  });
});

describe('POST /api/v1/test/operators', () => {
  it('creates an enrolled operator of the merchant who signs in with the answered secret; a taken name is 409', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/v1/test/operators',
      payload: { username: 'fixture_support', role: 'support' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { username, password, totpSecret } = created.json().value;
    const caller = await consoleSignIn(app(), username, password, totpSecret);
    expect(caller.operatorId).toEqual(expect.any(String));
    const taken = await app().inject({
      method: 'POST',
      url: '/api/v1/test/operators',
      payload: { username: 'fixture_support', role: 'owner' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'operator_exists', value: { field: 'username' } });
  });
});

describe('GET /api/v1/test/sms-outbox and /api/v1/test/captchas/:id', () => {
  it('list the messages of a number newest first, with the code picked out', async () => {
    await app().sms.send({ to: '+639170000001', text: 'Lobby Demo: 111111 is your verification code.' });
    await app().sms.send({ to: '+639170000001', text: 'Lobby Demo: 222222 is your verification code.' });
    await app().sms.send({ to: '+639170000002', text: 'other number 333333' });
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/test/sms-outbox?mobileNo=09170000001&countryDialingCode=%2B63',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.map((message: { code: string }) => message.code)).toEqual([
      '222222',
      '111111',
    ]);
  });

  it('tell the answer of a captcha, and 404 for one never issued', async () => {
    const captcha = (await app().inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json().value;
    const answer = await app().inject({ method: 'GET', url: `/api/v1/test/captchas/${captcha.captchaId}` });
    expect(answer.json().value.answer).toMatch(/^\d{5}$/);
    expect(await app().captchas.check('demo', captcha.captchaId, answer.json().value.answer)).toBe(true);
    const unknown = await app().inject({ method: 'GET', url: '/api/v1/test/captchas/nope' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('test facilities switched off', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await createTestApp({ config: { testFacilities: false } });
  });
  afterAll(() => plain.close());

  it('are not there at all', async () => {
    const response = await put('maint', { domains: ['maint.localhost'] }, plain);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found' });
    for (const [method, url] of [
      ['GET', '/api/v1/test/sms-outbox?mobileNo=3001234567&countryDialingCode=92'],
      ['GET', '/api/v1/test/captchas/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/v1/test/members'],
    ] as const) {
      const refused = await plain.inject({
        method,
        url,
        payload: method === 'POST' ? { username: 'x' } : undefined,
      });
      expect(refused.statusCode, url).toBe(404);
    }
  });
});
