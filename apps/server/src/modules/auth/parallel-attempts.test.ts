import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limits/limits.ts';
import {
  api,
  createMember,
  freshIp,
  injectEncrypted,
  loginRequest,
  outboxCode,
  requestCode,
  solvedCaptcha,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { CODE_POLICY, VerificationCodes } from '../sms/index.ts';

// The app's own limiter: Redis when REDIS_URL is set, so the bursts are held across the network too.
const app = useTestApp();

const PASSWORD = 'Burst-Player-2026';
const BURST = 30;

/** Counts the password checks the app makes from now on. */
const countPasswordChecks = () => {
  const { passwords } = app();
  const spies = [vi.spyOn(passwords, 'verify'), vi.spyOn(passwords, 'verifyNothing')];
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
};

afterEach(() => {
  vi.restoreAllMocks();
});

const codesOf = (responses: { json(): { code: string } }[]) =>
  responses.map((response) => response.json().code).sort();

describe('parallel login guesses are held as the same guesses one by one', () => {
  it('from one address, captchas solved: the free failures reach the password check, the rest wait', async () => {
    await createMember(app(), { username: 'burst_one_ip', password: PASSWORD });
    const ip = freshIp();
    const captchas = [];
    for (let i = 0; i < BURST; i++) captchas.push(await solvedCaptcha(app(), { remoteAddress: freshIp() }));
    const checks = countPasswordChecks();

    const responses = await Promise.all(
      captchas.map((captcha) =>
        loginRequest(app(), 'burst_one_ip', 'wrong-password', { remoteAddress: ip, captcha }),
      ),
    );
    const free = DEFAULT_RATE_LIMITS.loginFailuresPerAccountAndIp.freeFailures;
    expect(checks()).toBe(free);
    expect(codesOf(responses)).toEqual([
      ...Array<string>(free).fill('invalid_credentials'),
      ...Array<string>(BURST - free).fill('rate_limited'),
    ]);
    for (const response of responses.filter((r) => r.statusCode === 429))
      expect(response.json().value.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('from many addresses without captcha: only the captcha-free ones are checked; the player still gets in', async () => {
    await createMember(app(), { username: 'burst_many_ips', password: PASSWORD });
    const checks = countPasswordChecks();
    // The case: all wrong but the last, sent at the same moment from as many addresses.
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        loginRequest(app(), 'burst_many_ips', i === BURST - 1 ? PASSWORD : `wrong-${i}`, {
          remoteAddress: freshIp(),
        }),
      ),
    );
    const { captchaAfter } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    expect(checks()).toBe(captchaAfter);
    expect(responses.filter((r) => r.json().code === 'captcha_required')).toHaveLength(BURST - captchaAfter);

    const player = freshIp();
    const grant = await loginRequest(app(), 'burst_many_ips', PASSWORD, {
      remoteAddress: player,
      captcha: await solvedCaptcha(app(), { remoteAddress: player }),
    });
    expect(grant.statusCode, grant.body).toBe(200);
  });
});

describe('parallel SMS code guesses are held as the same guesses one by one', () => {
  it('at most 5 tries of a code are compared; the code is dead after them', async () => {
    await createMember(app(), {
      username: 'burst_sms',
      password: PASSWORD,
      countryDialingCode: '92',
      mobileNum: '3005550101',
    });
    const sent = await requestCode(app(), {
      mobileNo: '3005550101',
      countryDialingCode: '92',
      purpose: 'reset-password',
    });
    expect(sent.statusCode).toBe(200);
    const code = (await outboxCode(app(), '92', '3005550101')) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // The comparison hashes the guess; counting the hashes counts the guesses compared.
    const compared = vi.spyOn(VerificationCodes.prototype as unknown as { hash: () => string }, 'hash');

    const reset = (verificationCode: string) =>
      injectEncrypted(app(), {
        method: 'POST',
        url: api('/auth/password-by-phone'),
        remoteAddress: freshIp(),
        payload: {
          countryDialingCode: '92',
          mobileNum: '3005550101',
          verificationCode,
          newPassword: 'Burst-Player-2027',
          confirmNewPassword: 'Burst-Player-2027',
        },
      });
    const responses = await Promise.all(Array.from({ length: BURST }, () => reset(wrong)));
    expect(codesOf(responses)).toEqual(Array<string>(BURST).fill('verification_code_error'));
    expect(compared).toHaveBeenCalledTimes(CODE_POLICY.maxAttempts);
    expect((await reset(code)).json().code).toBe('verification_code_error');
  });

  it('SMS logins from many addresses: only the captcha-free ones reach the code', async () => {
    await createMember(app(), {
      username: 'burst_sms_login',
      password: PASSWORD,
      countryDialingCode: '92',
      mobileNum: '3005550202',
    });
    await requestCode(app(), { mobileNo: '3005550202', countryDialingCode: '92', purpose: 'login' });
    await app().sms.flush();
    const code = (await outboxCode(app(), '92', '3005550202')) ?? '';
    const tries = vi.spyOn(app().sms.codes, 'verify');
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        injectEncrypted(app(), {
          method: 'POST',
          url: api('/auth/login'),
          remoteAddress: freshIp(),
          payload: {
            type: 'sms',
            mobileNum: '3005550202',
            countryDialingCode: '92',
            verificationCode: i === BURST - 1 ? code : '000000',
          },
        }),
      ),
    );
    const { captchaAfter } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    expect(tries).toHaveBeenCalledTimes(captchaAfter);
    expect(responses.filter((r) => r.json().code === 'captcha_required')).toHaveLength(BURST - captchaAfter);
  });
});

describe('parallel requests for an SMS code', () => {
  it('send one code; the others wait out the countdown', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestCode(app(), { mobileNo: '3005550303', countryDialingCode: '92', purpose: 'register' }),
      ),
    );
    expect(codesOf(responses)).toEqual(['ok', ...Array<string>(4).fill('verification_code_resend_too_soon')]);
  });
});
