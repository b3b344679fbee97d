import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema.ts';
import { MemoryRateLimiter } from '../../plugins/rate-limits/rate-limiter.ts';
import {
  api,
  createMember,
  freshIp,
  outboxCode,
  requestCode,
  solveAntiBot,
  TestClock,
} from '../../test/accounts.ts';
import { createTestApp, putMerchant, useTestApp } from '../../test/app.ts';
import { HttpGatewaySmsSender, maskNumber } from './sms-sender.ts';
import { CODE_POLICY } from './verification-code-service.ts';

const clock = new TestClock();
const app = useTestApp({
  clock,
  // Memory whatever REDIS_URL says: hour and day windows are crossed by moving the test clock.
  rateLimiter: new MemoryRateLimiter(clock),
  limits: {
    smsPerNumberHour: { limit: 3, windowSeconds: 3600 },
    smsPerNumberDay: { limit: 4, windowSeconds: 86_400 },
    smsPerIpHour: { limit: 6, windowSeconds: 3600 },
    smsPerPrefixHour: { limit: 8, windowSeconds: 3600 },
  },
});

const COUNTDOWN_MS = CODE_POLICY.resendAfterMs + 1000;

describe('POST /auth/verification-code', () => {
  it('sends a 6-digit code and answers its expiry and the resend countdown; only a hash is stored', async () => {
    const response = await requestCode(app(), {
      mobileNo: '09101000001',
      countryDialingCode: '84',
      purpose: 'register',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      expirationTime: clock.now() + 10 * 60_000,
      expiredMinutes: 10,
      resendAfterSeconds: 60,
    });
    const code = await outboxCode(app(), '84', '9101000001');
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await app()
      .db.select()
      .from(verificationCodes)
      .where(eq(verificationCodes.mobileNum, '9101000001'));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('needs a fresh, valid anti-bot solution', async () => {
    const body = { mobileNo: '9102000002', countryDialingCode: '84', purpose: 'register' };
    const send = (antiBot?: string) =>
      app().inject({ method: 'POST', url: api('/auth/verification-code'), payload: { ...body, antiBot } });
    expect((await send()).json()).toMatchObject({ code: 'validation_error', value: { field: 'antiBot' } });
    expect((await send('bm90IGEgc29sdXRpb24=')).json()).toEqual({
      success: false,
      code: 'anti_bot_failed',
      value: { field: 'antiBot' },
    });
    const solution = await solveAntiBot(app());
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(solution, 'base64').toString()), number: 1_000_001 }),
    ).toString('base64');
    expect((await send(tampered)).json().code).toBe('anti_bot_failed');
    expect((await send(solution)).statusCode).toBe(200);
    // Used once.
    clock.advance(COUNTDOWN_MS);
    expect((await send(solution)).json().code).toBe('anti_bot_failed');
    // And only until its challenge expires.
    const late = await solveAntiBot(app());
    clock.advance(11 * 60_000);
    expect((await send(late)).json().code).toBe('anti_bot_failed');
  });

  it('refuses a resend before the countdown ends, for numbers with and without an account alike', async () => {
    for (const [mobileNo, purpose] of [
      ['9103000003', 'register'],
      ['9104000004', 'login'],
    ] as const) {
      expect((await requestCode(app(), { mobileNo, countryDialingCode: '84', purpose })).statusCode).toBe(
        200,
      );
      clock.advance(30_000);
      const early = await requestCode(app(), { mobileNo, countryDialingCode: '84', purpose });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({
        success: false,
        code: 'verification_code_resend_too_soon',
        value: { retryAfterSeconds: 30 },
      });
      expect(early.headers['retry-after']).toBe('30');
      clock.advance(30_000);
      expect((await requestCode(app(), { mobileNo, countryDialingCode: '84', purpose })).statusCode).toBe(
        200,
      );
    }
  });

  it('sends login and reset codes only to numbers with an account, answering the same either way', async () => {
    await createMember(app(), { username: 'sms_member', mobileNum: '9105000005', countryDialingCode: '84' });
    const known = await requestCode(app(), {
      mobileNo: '9105000005',
      countryDialingCode: '84',
      purpose: 'reset-password',
    });
    const unknown = await requestCode(app(), {
      mobileNo: '9106000006',
      countryDialingCode: '84',
      purpose: 'reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCode(app(), '84', '9105000005')).toMatch(/^\d{6}$/);
    expect(await outboxCode(app(), '84', '9106000006')).toBeUndefined();

    clock.advance(COUNTDOWN_MS);
    const taken = await requestCode(app(), {
      mobileNo: '9105000005',
      countryDialingCode: '84',
      purpose: 'register',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'mobile_exists', value: { field: 'mobileNo' } });
  });

  it('checks the dialing code and the switches', async () => {
    const unknown = await requestCode(app(), {
      mobileNo: '9107000007',
      countryDialingCode: '999',
      purpose: 'register',
    });
    expect(unknown.json()).toMatchObject({
      code: 'validation_error',
      value: { field: 'countryDialingCode' },
    });
    await putMerchant(app(), 'no-mobile', {
      domains: ['no-mobile.test'],
      config: { whitelabel: { MOBILENUMREG3: false, MOBILEVERCODELOGIN3: false } },
    });
    const headers = { host: 'no-mobile.test' };
    const register = await requestCode(
      app(),
      { mobileNo: '9107000007', countryDialingCode: '84', purpose: 'register' },
      { headers },
    );
    expect(register.json().code).toBe('registration_disabled');
    const login = await requestCode(
      app(),
      { mobileNo: '9107000007', countryDialingCode: '84', purpose: 'login' },
      { headers },
    );
    expect(login.json()).toMatchObject({ code: 'validation_error', value: { field: 'purpose' } });
  });
});

describe('verification codes', () => {
  const target = (mobileNum: string) => ({
    merchantCode: 'demo',
    countryDialingCode: '84',
    mobileNum,
    purpose: 'login' as const,
  });

  it('work once', async () => {
    const issued = await app().sms.codes.issue(target('912300001'), true);
    expect(await app().sms.codes.verify({ ...target('912300001'), purpose: 'register' }, issued.code)).toBe(
      false,
    );
    expect(await app().sms.codes.verify(target('912300001'), issued.code)).toBe(true);
    expect(await app().sms.codes.verify(target('912300001'), issued.code)).toBe(false);
  });

  it('expire after 10 minutes', async () => {
    const issued = await app().sms.codes.issue(target('912300002'), true);
    clock.advance(10 * 60_000);
    expect(await app().sms.codes.verify(target('912300002'), issued.code)).toBe(false);
  });

  it('die after 5 wrong tries', async () => {
    const issued = await app().sms.codes.issue(target('912300003'), true);
    const wrong = issued.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await app().sms.codes.verify(target('912300003'), wrong)).toBe(false);
    expect(await app().sms.codes.verify(target('912300003'), issued.code)).toBe(false);
  });

  it('are replaced by a newer code, and never verify when they were not sent', async () => {
    const first = await app().sms.codes.issue(target('912300004'), true);
    const second = await app().sms.codes.issue(target('912300004'), true);
    if (first.code !== second.code)
      expect(await app().sms.codes.verify(target('912300004'), first.code)).toBe(false);
    expect(await app().sms.codes.verify(target('912300004'), second.code)).toBe(true);
    const decoy = await app().sms.codes.issue(target('912300005'), false);
    expect(await app().sms.codes.verify(target('912300005'), decoy.code)).toBe(false);
  });
});

describe('SMS limits', () => {
  it('per number: 3 an hour, 4 a day', async () => {
    const send = () =>
      requestCode(
        app(),
        { mobileNo: '913000001', countryDialingCode: '84', purpose: 'register' },
        { remoteAddress: freshIp() },
      );
    for (let i = 0; i < 3; i++) {
      expect((await send()).statusCode).toBe(200);
      clock.advance(COUNTDOWN_MS);
    }
    const hourly = await send();
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json()).toMatchObject({
      code: 'rate_limited',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(3000);
    clock.advance(3600_000);
    expect((await send()).statusCode).toBe(200);
    clock.advance(COUNTDOWN_MS);
    expect((await send()).statusCode).toBe(429);
  });

  it('per IP: 6 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      const response = await requestCode(
        app(),
        { mobileNo: `91${i}0000010`, countryDialingCode: '84', purpose: 'login' },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await requestCode(
      app(),
      { mobileNo: '9170000010', countryDialingCode: '84', purpose: 'login' },
      { remoteAddress: ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('per number prefix (dialing code and first 4 digits): 8 an hour', async () => {
    for (let i = 0; i < 8; i++) {
      const response = await requestCode(
        app(),
        { mobileNo: `98760000${i}`, countryDialingCode: '84', purpose: 'login' },
        { remoteAddress: freshIp() },
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await requestCode(
      app(),
      { mobileNo: '987600009', countryDialingCode: '84', purpose: 'login' },
      { remoteAddress: freshIp() },
    );
    expect(limited.statusCode).toBe(429);
    const otherPrefix = await requestCode(
      app(),
      { mobileNo: '987700009', countryDialingCode: '84', purpose: 'login' },
      { remoteAddress: freshIp() },
    );
    expect(otherPrefix.statusCode).toBe(200);
  });
});

describe('SMS adapters', () => {
  const requests: { headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  const gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ headers: request.headers, body });
      response.statusCode = status;
      response.end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  const silent = { info: () => undefined } as unknown as FastifyBaseLogger;

  it('masks numbers for the log', () => {
    expect(maskNumber('+923001234567')).toBe('+92********67');
    expect(maskNumber('+84912')).toBe('+84***');
  });

  it('the HTTP gateway gets {to, text} as JSON with the bearer token; a non-2xx answer is a failure', async () => {
    const sender = new HttpGatewaySmsSender(url, 'gateway-token', silent);
    await sender.send({ to: '+84912345678', text: 'hello' });
    expect(requests.at(-1)?.headers.authorization).toBe('Bearer gateway-token');
    expect(requests.at(-1)?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests.at(-1)?.body ?? '')).toEqual({ to: '+84912345678', text: 'hello' });
    status = 502;
    await expect(sender.send({ to: '+84912345678', text: 'hello' })).rejects.toThrow(/502/);
    status = 200;
  });

  it('is chosen by SMS_GATEWAY_URL; a failed register send answers 503 and may be retried at once', async () => {
    const viaGateway = await createTestApp({ config: { smsGateway: { url, token: 'gateway-token' } } });
    try {
      const sent = await requestCode(viaGateway, {
        mobileNo: '912399001',
        countryDialingCode: '84',
        purpose: 'register',
      });
      expect(sent.statusCode).toBe(200);
      const message = JSON.parse(requests.at(-1)?.body ?? '{}');
      expect(message.to).toBe('+84912399001');
      expect(message.text).toMatch(/\b\d{6}\b/);
      expect(message.text).toMatch(/is your verification code/);
      const vietnamese = await requestCode(
        viaGateway,
        { mobileNo: '912399003', countryDialingCode: '84', purpose: 'register' },
        { headers: { 'x-language': 'VI' } },
      );
      expect(vietnamese.statusCode).toBe(200);
      // In the language the app asked in, with the code and its lifetime filled in.
      expect(JSON.parse(requests.at(-1)?.body ?? '{}').text).toMatch(
        /Mã xác minh của bạn là \d{6}\. .* 10 phút\./,
      );

      status = 500;
      const failed = await requestCode(viaGateway, {
        mobileNo: '912399002',
        countryDialingCode: '84',
        purpose: 'register',
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ success: false, code: 'sms_send_failed' });
      status = 200;
      const retried = await requestCode(viaGateway, {
        mobileNo: '912399002',
        countryDialingCode: '84',
        purpose: 'register',
      });
      expect(retried.statusCode).toBe(200);
    } finally {
      status = 200;
      await viaGateway.close();
    }
  });
});
