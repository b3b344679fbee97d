import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
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
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const app = useTestApp({ limits: { passwordChangesPerMember: { limit: 6, windowSeconds: 3600 } } });

const OLD = 'first-password-1';
const NEW = 'second-password-2';

const me = (token: string) =>
  app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(token) });

const changePassword = (token: string, body: Record<string, unknown>) =>
  app().inject({ method: 'POST', url: api('/members/me/password'), headers: bearer(token), payload: body });

async function loginWithCaptcha(username: string, password: string) {
  const remoteAddress = freshIp();
  return login(app(), username, password, {
    remoteAddress,
    captcha: await solvedCaptcha(app(), { remoteAddress }),
  });
}

async function passwordHashOf(username: string): Promise<string | null | undefined> {
  const [row] = await app().db.select().from(members).where(eq(members.username, username));
  return row?.passwordHash;
}

describe('POST /members/me/password', () => {
  it("changes the password: the member's other sessions and remember tokens end, the old password fails", async () => {
    await createMember(app(), { username: 'changer_01', password: OLD });
    const current = await login(app(), 'changer_01', OLD, { remember: true, remoteAddress: freshIp() });
    const other = await login(app(), 'changer_01', OLD, { remember: true, remoteAddress: freshIp() });

    const response = await changePassword(current.token, {
      oldPassword: OLD,
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'ok', value: null });

    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).json().code).toBe('session_expired');
    const remembered = (rememberToken: string | undefined) =>
      app().inject({ method: 'POST', url: api('/auth/remembered-login'), payload: { rememberToken } });
    expect((await remembered(other.rememberToken)).statusCode).toBe(401);
    // The device that changed it keeps its remember token.
    expect((await remembered(current.rememberToken)).statusCode).toBe(200);

    const old = await loginRequest(app(), 'changer_01', OLD, { remoteAddress: freshIp() });
    expect(old.statusCode).toBe(401);
    // That failure makes the next login need a captcha.
    expect((await loginWithCaptcha('changer_01', NEW)).userName).toBe('changer_01');
  });

  it('refuses, storing nothing: wrong old password, same password, mismatch, empty confirmation, rules', async () => {
    await createMember(app(), { username: 'changer_02', password: OLD });
    const { token } = await login(app(), 'changer_02', OLD, { remoteAddress: freshIp() });
    const before = await passwordHashOf('changer_02');
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [
        { oldPassword: 'not-the-old-one', newPassword: NEW, confirmNewPassword: NEW },
        400,
        'invalid_credentials',
        'oldPassword',
      ],
      [
        { oldPassword: OLD, newPassword: OLD, confirmNewPassword: OLD },
        400,
        'password_same_as_old',
        'newPassword',
      ],
      [
        { oldPassword: OLD, newPassword: NEW, confirmNewPassword: `${NEW}x` },
        400,
        'in_confirmation_correct',
        'confirmNewPassword',
      ],
      [
        { oldPassword: OLD, newPassword: NEW, confirmNewPassword: '' },
        400,
        'in_incorrect_password',
        'confirmNewPassword',
      ],
      [
        { oldPassword: OLD, newPassword: 'short', confirmNewPassword: 'short' },
        400,
        'password_too_short',
        'newPassword',
      ],
      [
        { oldPassword: OLD, newPassword: 'iloveyou1', confirmNewPassword: 'iloveyou1' },
        400,
        'password_too_common',
        'newPassword',
      ],
      [
        { oldPassword: OLD, newPassword: 'x'.repeat(129), confirmNewPassword: 'x' },
        400,
        'validation_error',
        'newPassword',
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await changePassword(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, value: { field } });
    }
    expect(await passwordHashOf('changer_02')).toBe(before);

    // The limit: six attempts an hour for one member.
    const limited = await changePassword(token, {
      oldPassword: OLD,
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('needs a session, and a real account', async () => {
    const anonymous = await app().inject({
      method: 'POST',
      url: api('/members/me/password'),
      payload: { oldPassword: OLD, newPassword: NEW, confirmNewPassword: NEW },
    });
    expect(anonymous.json().code).toBe('in_logged_login');
    const name = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
    const trial = await app().inject({
      method: 'POST',
      url: api('/auth/trial-login'),
      payload: { trialName: name },
    });
    const refused = await changePassword(trial.json().value.token, {
      oldPassword: OLD,
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('free_reject');
  });
});

describe('POST /auth/password-by-phone', () => {
  const setByPhone = (body: Record<string, unknown>) =>
    injectEncrypted(app(), { method: 'POST', url: api('/auth/password-by-phone'), payload: body });

  it('sets a new password with the SMS code; every session of the member ends', async () => {
    await createMember(app(), {
      username: 'forgetful_01',
      password: OLD,
      mobileNum: '8012345678',
      countryDialingCode: '234',
    });
    const session = await login(app(), 'forgetful_01', OLD, { remoteAddress: freshIp() });
    const sent = await requestCode(app(), {
      mobileNo: '08012345678',
      countryDialingCode: '234',
      purpose: 'reset-password',
    });
    expect(sent.statusCode).toBe(200);
    const code = await outboxCode(app(), '234', '8012345678');
    expect(code).toMatch(/^\d{6}$/);

    const body = {
      mobileNum: '08012345678',
      countryDialingCode: '+234',
      newPassword: NEW,
      confirmNewPassword: NEW,
    };
    const plain = await app().inject({
      method: 'POST',
      url: api('/auth/password-by-phone'),
      payload: { ...body, verificationCode: code },
    });
    expect(plain.json().code).toBe('encryption_required');
    const mismatch = await setByPhone({
      ...body,
      verificationCode: code,
      confirmNewPassword: 'other-thing-9',
    });
    expect(mismatch.json()).toMatchObject({
      code: 'in_confirmation_correct',
      value: { field: 'confirmNewPassword' },
    });

    const response = await setByPhone({ ...body, verificationCode: code });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(session.token)).json().code).toBe('session_expired');
    expect((await loginRequest(app(), 'forgetful_01', OLD, { remoteAddress: freshIp() })).statusCode).toBe(
      401,
    );
    expect((await loginWithCaptcha('forgetful_01', NEW)).userName).toBe('forgetful_01');

    // The code worked once.
    const again = await setByPhone({
      ...body,
      verificationCode: code,
      newPassword: 'third-password-3',
      confirmNewPassword: 'third-password-3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'verification_code_error',
      value: { field: 'verificationCode' },
    });
  });

  it('refuses a number without an account exactly like a wrong code', async () => {
    const sent = await requestCode(app(), {
      mobileNo: '8099999999',
      countryDialingCode: '234',
      purpose: 'reset-password',
    });
    expect(sent.statusCode).toBe(200);
    const response = await setByPhone({
      mobileNum: '8099999999',
      countryDialingCode: '234',
      verificationCode: '123456',
      newPassword: NEW,
      confirmNewPassword: NEW,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'verification_code_error',
      value: { field: 'verificationCode' },
    });
  });
});
