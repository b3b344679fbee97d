import { CONFIGURABLE_REGISTRATION_FIELDS, RegistrationSettings, SessionGrant } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import {
  api,
  bearer,
  createMember,
  freshIp,
  injectEncrypted,
  login,
  memberCount,
  outboxCode,
  requestCode,
  solvedCaptcha,
} from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';

const app = useTestApp({ limits: { registrationsPerIp: { limit: 3, windowSeconds: 3600 } } });

const PASSWORD = 'velvet-otter-harbour';

// The full form: every optional field on, the nickname required (the demo merchant's own form is short).
beforeAll(async () => {
  const fields = Object.fromEntries(
    CONFIGURABLE_REGISTRATION_FIELDS.map((field) => [
      field,
      { enabled: true, required: field === 'nickname' },
    ]),
  );
  await putMerchant(app(), 'demo', {
    domains: ['localhost', '127.0.0.1'],
    marketCountry: 'PK',
    config: { registration: { fields } },
  });
});

interface RegisterOptions {
  ip?: string;
  host?: string;
  /** false: no captcha sent; otherwise one is fetched and solved. */
  captcha?: boolean;
}

async function register(
  method: 'username' | 'mobile',
  body: Record<string, unknown>,
  { ip = freshIp(), host, captcha = true }: RegisterOptions = {},
): Promise<LightMyRequestResponse> {
  const headers = host ? { host } : {};
  const solved = captcha ? await solvedCaptcha(app(), { remoteAddress: ip, headers }) : {};
  return injectEncrypted(app(), {
    method: 'PUT',
    url: api(`/registration/${method}`),
    remoteAddress: ip,
    headers,
    payload: { agreement: true, ...solved, ...body },
  });
}

const byUsername = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  nickname: 'Nick',
  ...extra,
});

/** A refusal that stored nothing: the status, the code, the field, and the member count unchanged. */
async function expectRefused(
  response: Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  field?: string,
): Promise<void> {
  const before = await memberCount(app());
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  const body = settled.json();
  expect(body).toMatchObject({ success: false, code });
  if (field) expect(body.value.field).toBe(field);
  expect(await memberCount(app())).toBe(before);
}

describe('GET /registration/settings', () => {
  it('describes the form: both methods, every optional field, nickname required, captcha on', async () => {
    const response = await app().inject({ method: 'GET', url: api('/registration/settings') });
    expect(response.statusCode).toBe(200);
    const settings = RegistrationSettings.parse(response.json().value);
    expect(settings).toMatchObject({
      methods: { username: true, mobile: true },
      defaultMethod: 'username',
      smsVerification: true,
      mobilePassword: true,
      captcha: { enabled: true },
      minimumAge: 18,
    });
    expect(Object.values(settings.fields).every((rule) => rule.enabled)).toBe(true);
    expect(settings.fields.nickname).toMatchObject({ enabled: true, required: true });
    expect(settings.fields.email).toMatchObject({ enabled: true, required: false, message: 'invalid_email' });
    expect(settings.fields.password).toMatchObject({ required: true, minLength: 8, maxLength: 128 });
    expect(new RegExp(settings.fields.username.pattern ?? '').test('alice_01')).toBe(true);
  });

  it('follows the whitelabel switches and the merchant config', async () => {
    await putMerchant(app(), 'mobile-only', {
      domains: ['mobile-only.test'],
      config: {
        whitelabel: { USERNAMEREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false },
        registration: {
          captcha: false,
          passwordMinLength: 12,
          fields: { email: { enabled: true, required: true }, qqNum: { enabled: false } },
        },
      },
    });
    const response = await app().inject({
      method: 'GET',
      url: api('/registration/settings'),
      headers: { host: 'mobile-only.test' },
    });
    const settings = RegistrationSettings.parse(response.json().value);
    expect(settings).toMatchObject({
      methods: { username: false, mobile: true },
      defaultMethod: 'mobile',
      smsVerification: false,
      mobilePassword: false,
      captcha: { enabled: false },
    });
    expect(settings.fields.username.enabled).toBe(false);
    expect(settings.fields.email).toMatchObject({ enabled: true, required: true });
    expect(settings.fields.qqNum.enabled).toBe(false);
    expect(settings.fields.password.minLength).toBe(12);
  });
});

describe('PUT /registration/username', () => {
  it('registers and logs the new member in: the token opens getMemberInfo', async () => {
    const before = await memberCount(app());
    const response = await register('username', byUsername('alice_01', { email: 'Alice@Example.test' }));
    expect(response.statusCode, response.body).toBe(200);
    const grant = SessionGrant.parse(response.json().value);
    expect(grant).toMatchObject({
      userName: 'alice_01',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'demo',
    });
    expect(await memberCount(app())).toBe(before + 1);

    const me = await app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(grant.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toMatchObject({
      account: 'alice_01',
      nickname: 'Nick',
      type: 0,
      email: 'Alice@Example.test',
      clubLabel: { labelName: '' },
    });
    // And the password works for a normal login.
    expect((await login(app(), 'alice_01', PASSWORD)).userName).toBe('alice_01');
  });

  it('refuses the same payload sent as plain JSON (encryption_required) and a bad seal (encryption_invalid)', async () => {
    const before = await memberCount(app());
    const plain = await app().inject({
      method: 'PUT',
      url: api('/registration/username'),
      payload: { agreement: true, ...byUsername('plain_01') },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ success: false, code: 'encryption_required' });

    const sealedWithoutKey = await app().inject({
      method: 'PUT',
      url: api('/registration/username'),
      payload: { data: 'AAAA' },
    });
    expect(sealedWithoutKey.json().code).toBe('encryption_required');

    const badSeal = await app().inject({
      method: 'PUT',
      url: api('/registration/username'),
      headers: { 'x-encryption-key': 'bm90IGEga2V5' },
      payload: { data: 'bm90IGRhdGE=' },
    });
    expect(badSeal.statusCode).toBe(400);
    expect(badSeal.json()).toEqual({ success: false, code: 'encryption_invalid' });
    expect(await memberCount(app())).toBe(before);
  });

  it('validates the opened body with the schema: 400 with the field', async () => {
    await expectRefused(register('username', byUsername('ab')), 400, 'validation_error', 'username');
    await expectRefused(
      register('username', { ...byUsername('agree_01'), agreement: false }),
      400,
      'validation_error',
      'agreement',
    );
  });

  it('applies the field rules: required and pattern, first failing field first', async () => {
    const { nickname: _, ...withoutNickname } = byUsername('rules_01');
    await expectRefused(register('username', withoutNickname), 400, 'validation_error', 'nickname');
    const response = await register(
      'username',
      byUsername('rules_02', { email: 'not-an-email', qqNum: 'abc' }),
    );
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      value: { field: 'qqNum', issues: [{ field: 'qqNum', code: 'pattern' }] },
    });
    await expectRefused(
      register('username', byUsername('rules_03', { email: 'nope' })),
      400,
      'validation_error',
      'email',
    );
    await expectRefused(
      register('username', byUsername('trial_abcdefghij')),
      400,
      'validation_error',
      'username',
    );
  });

  it('checks confirmation: empty → in_incorrect_password, different → in_confirmation_correct', async () => {
    await expectRefused(
      register('username', byUsername('confirm_01', { confirmPassword: '' })),
      400,
      'in_incorrect_password',
      'confirmPassword',
    );
    await expectRefused(
      register('username', byUsername('confirm_02', { confirmPassword: `${PASSWORD}!` })),
      400,
      'in_confirmation_correct',
      'confirmPassword',
    );
  });

  it('applies the password rules: at least 8, common passwords refused whatever their case', async () => {
    const short = 'Ab3$xyz';
    await expectRefused(
      register('username', byUsername('short_01', { password: short, confirmPassword: short })),
      400,
      'password_too_short',
      'password',
    );
    for (const common of ['password123', 'PassWord123', 'qwertyuiop']) {
      await expectRefused(
        register('username', byUsername('common_01', { password: common, confirmPassword: common })),
        400,
        'password_too_common',
        'password',
      );
    }
    const tooLong = 'x'.repeat(129);
    await expectRefused(
      register('username', byUsername('long_01', { password: tooLong, confirmPassword: tooLong })),
      400,
      'validation_error',
      'password',
    );
  });

  it('accepts a long passphrase in full: a different last character does not log in', async () => {
    const passphrase = `${'correct horse battery staple '.repeat(4)}end1`;
    expect(passphrase.length).toBeGreaterThan(72);
    const response = await register(
      'username',
      byUsername('phrase_01', { password: passphrase, confirmPassword: passphrase }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(app(), 'phrase_01', passphrase)).userName).toBe('phrase_01');
    const wrong = await injectEncrypted(app(), {
      method: 'POST',
      url: api('/auth/login'),
      remoteAddress: freshIp(),
      payload: { type: 'username', username: 'phrase_01', password: `${passphrase.slice(0, -1)}2` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('demands the captcha when enabled and refuses a wrong or reused one', async () => {
    await expectRefused(
      register('username', byUsername('captcha_01'), { captcha: false }),
      400,
      'in_vwrite_code',
      'captcha',
    );
    const ip = freshIp();
    const solved = await solvedCaptcha(app(), { remoteAddress: ip });
    const wrongAnswer = String((Number(solved.captcha) + 1) % 100_000).padStart(5, '0');
    await expectRefused(
      register('username', byUsername('captcha_02', { captchaId: solved.captchaId, captcha: wrongAnswer }), {
        ip,
        captcha: false,
      }),
      400,
      'in_vwrite_code',
      'captcha',
    );
    // The wrong try used it up: the right answer no longer works either.
    await expectRefused(
      register('username', byUsername('captcha_03', solved), { ip, captcha: false }),
      400,
      'in_vwrite_code',
    );
  });

  it('answers 409 with the field for a username, e-mail or mobile number already taken', async () => {
    await expectRefused(register('username', byUsername('DEMO')), 409, 'username_exists', 'username');
    await expectRefused(
      register('username', byUsername('dupmail_01', { email: 'alice@example.TEST' })),
      409,
      'email_exists',
      'email',
    );
    await expectRefused(
      register(
        'username',
        byUsername('dupmobile_01', { mobileNum: '03001234567', countryDialingCode: '+92' }),
      ),
      409,
      'mobile_exists',
      'mobileNum',
    );
  });

  it('checks the affiliate code first, and records the referrer of a valid one', async () => {
    // A body that does not parse is refused first; among the server's own checks the affiliate code leads.
    await expectRefused(
      register('username', { username: 'x', affiliateCode: 'NOPE1234' }, { captcha: false }),
      400,
      'validation_error',
      'username',
    );
    await expectRefused(
      register('username', byUsername('aff_01', { affiliateCode: 'NOPE1234', confirmPassword: 'x' }), {
        captcha: false,
      }),
      400,
      'invitation_code_error',
      'affiliateCode',
    );
    const referrer = await createMember(app(), { username: 'referrer_01', password: PASSWORD });
    const response = await register(
      'username',
      byUsername('referred_01', { affiliateCode: referrer.affiliateCode }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a method the merchant has switched off', async () => {
    await putMerchant(app(), 'no-username', {
      domains: ['no-username.test'],
      config: { whitelabel: { USERNAMEREG3: false } },
    });
    await expectRefused(
      register('username', byUsername('off_01'), { host: 'no-username.test' }),
      403,
      'registration_disabled',
    );
  });

  it('limits registrations per IP (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const response = await register('username', byUsername('limit_01', { confirmPassword: 'different' }), {
        ip,
      });
      expect(response.json().code).toBe('in_confirmation_correct');
    }
    const limited = await register('username', byUsername('limit_01'), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /registration/mobile', () => {
  it('registers with the SMS code read from the outbox; the member then logs in by password', async () => {
    const ip = freshIp();
    const sent = await requestCode(
      app(),
      { mobileNo: '09171234567', countryDialingCode: '63', purpose: 'register' },
      {
        remoteAddress: ip,
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await outboxCode(app(), '63', '9171234567');
    expect(code).toMatch(/^\d{6}$/);

    const response = await register(
      'mobile',
      {
        mobileNum: '09171234567',
        countryDialingCode: '63',
        verificationCode: code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        nickname: 'Mobile',
      },
      { ip },
    );
    expect(response.statusCode, response.body).toBe(200);
    const grant = SessionGrant.parse(response.json().value);
    expect(grant.userName).toMatch(/^m\d{10}$/);
    const me = await app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(grant.token) });
    expect(me.json().value).toMatchObject({ mobileNum: '9171234567', countryDialingCode: '63' });
    expect((await login(app(), grant.userName, PASSWORD)).userName).toBe(grant.userName);
  });

  it('needs neither code nor password where the merchant switched them off', async () => {
    await putMerchant(app(), 'mobile-plain', {
      domains: ['mobile-plain.test'],
      config: {
        whitelabel: { REGMOBVERF3: false, MOBILENUMPASSREG3: false },
        registration: { captcha: false },
      },
    });
    const response = await register(
      'mobile',
      { mobileNum: '9171230000', countryDialingCode: '63', nickname: 'Plain', password: 'ignored-here-1' },
      { host: 'mobile-plain.test', captcha: false },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [member] = await app()
      .db.select()
      .from(members)
      .where(eq(members.username, response.json().value.userName));
    expect(member).toMatchObject({
      merchantCode: 'mobile-plain',
      passwordHash: null,
      mobileNum: '9171230000',
    });
  });

  it('refuses a wrong SMS code and a missing one, storing nothing', async () => {
    const body = {
      mobileNum: '9171234999',
      countryDialingCode: '63',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nickname: 'Mobile',
    };
    await expectRefused(register('mobile', body), 400, 'validation_error', 'verificationCode');
    await requestCode(app(), { mobileNo: '9171234999', countryDialingCode: '63', purpose: 'register' });
    await expectRefused(
      register('mobile', { ...body, verificationCode: '000000' }),
      400,
      'verification_code_error',
      'verificationCode',
    );
    await expectRefused(
      register('mobile', { ...body, countryDialingCode: '999' }),
      400,
      'validation_error',
      'countryDialingCode',
    );
  });
});

describe('availability checks', () => {
  beforeAll(async () => {
    await createMember(app(), { username: 'taken_01', email: 'taken@example.test' });
  });

  it('tells whether a username or e-mail is free, without regard to case', async () => {
    const check = async (url: string) => (await app().inject({ method: 'GET', url: api(url) })).json();
    expect(await check('/registration/username-availability?username=TAKEN_01')).toMatchObject({
      value: { available: false },
    });
    expect(await check('/registration/username-availability?username=free_name_01')).toMatchObject({
      value: { available: true },
    });
    expect(await check('/registration/username-availability?username=trial_abcdefghij')).toMatchObject({
      value: { available: false },
    });
    expect(await check('/registration/email-availability?email=Taken@Example.test')).toMatchObject({
      value: { available: false },
    });
    expect(await check('/registration/email-availability?email=free@example.test')).toMatchObject({
      value: { available: true },
    });
    const bad = await app().inject({
      method: 'GET',
      url: api('/registration/username-availability?username=a'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('username');
  });

  it('validates affiliate codes: true for a member code, 404 invitation_code_error otherwise', async () => {
    const referrer = await createMember(app(), { username: 'affiliate_01', password: PASSWORD });
    const good = await app().inject({
      method: 'GET',
      url: api(`/registration/affiliate-codes/${referrer.affiliateCode.toLowerCase()}`),
    });
    expect(good.json()).toEqual({ success: true, code: 'ok', value: true });
    const unknown = await app().inject({ method: 'GET', url: api('/registration/affiliate-codes/ZZZZ9999') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'invitation_code_error',
      value: { field: 'affiliateCode' },
    });
    const trial = await createMember(app(), { username: 'trial_kk22334455', type: 4 });
    const trialCode = await app().inject({
      method: 'GET',
      url: api(`/registration/affiliate-codes/${trial.affiliateCode}`),
    });
    expect(trialCode.statusCode).toBe(404);
  });
});
