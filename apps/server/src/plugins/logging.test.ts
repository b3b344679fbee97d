import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  injectEncrypted,
  login,
  loginRequest,
  outboxCode,
  requestCode,
  solvedCaptcha,
} from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { capturedLog } from '../test/log-lines.ts';
import { loggerOptions, redactUrl } from './logging.ts';

describe('request logging', () => {
  it('takes secrets out of logged query strings', () => {
    expect(redactUrl('/api/v1/notices?types=B&token=abc&Captcha=1234')).toBe(
      '/api/v1/notices?types=B&token=%5Bredacted%5D&Captcha=%5Bredacted%5D',
    );
    expect(redactUrl('/api/v1/system/status')).toBe('/api/v1/system/status');
    expect(redactUrl('/m/?lang=EN')).toBe('/m/?lang=EN');
    expect(redactUrl('/api/v1/console/members?by=mobile&q=3001234567')).toBe(
      '/api/v1/console/members?by=mobile&q=%5Bredacted%5D',
    );
  });

  it('redacts secret headers and body fields', async () => {
    const { lines, logStream: stream } = capturedLog();
    const options = loggerOptions({ logLevel: 'info' });
    const app = Fastify({ logger: typeof options === 'object' ? { ...options, stream } : options });
    app.log.info(
      {
        headers: { authorization: 'Bearer secret-token', cookie: 'sid=1', accept: 'json' },
        body: { username: 'alice', password: 'hunter2', code: '123456', captcha: '9876' },
        request: { body: { token: 'tok-42', newPassword: 'n3w' } },
      },
      'login',
    );
    await app.close();
    const logged = lines.join('');
    for (const secret of ['secret-token', 'sid=1', 'hunter2', '123456', '9876', 'tok-42', 'n3w']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('alice');
    expect(logged).toContain('json');
  });
});

describe('logs of the accounts flows', () => {
  it('hold no password, token, code, captcha answer or full mobile number', async () => {
    const { lines, logStream } = capturedLog();
    const app = await createTestApp({ config: { logLevel: 'trace' }, logStream });
    const secrets: string[] = [];
    try {
      const password = 'quiet-lantern-meadow';
      const captcha = await solvedCaptcha(app);
      secrets.push(password, captcha.captcha);
      const registered = await injectEncrypted(app, {
        method: 'PUT',
        url: api('/registration/username'),
        payload: {
          username: 'logged_01',
          password,
          confirmPassword: password,
          nickname: 'L',
          agreement: true,
          ...captcha,
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      secrets.push(registered.json().value.token);

      const grant = await login(app, 'logged_01', password, { remember: true });
      secrets.push(grant.token, grant.rememberToken ?? '');
      await loginRequest(app, 'logged_01', 'wrong-password-here', { remoteAddress: '10.9.9.9' });
      secrets.push('wrong-password-here');

      const sent = await requestCode(app, {
        mobileNo: '3001234567',
        countryDialingCode: '92',
        purpose: 'login',
      });
      expect(sent.statusCode).toBe(200);
      const code = await outboxCode(app, '92', '3001234567');
      secrets.push(code ?? 'no code', '3001234567');

      const newPassword = 'brisk-copper-kettle';
      const changed = await app.inject({
        method: 'POST',
        url: api('/members/me/password?token=query-secret'),
        headers: bearer(grant.token),
        payload: { oldPassword: password, newPassword, confirmNewPassword: newPassword },
      });
      expect(changed.statusCode).toBe(200);
      secrets.push(newPassword, 'query-secret');
      await app.inject({
        method: 'DELETE',
        url: api('/auth/session'),
        headers: bearer(grant.token),
        payload: { rememberToken: grant.rememberToken },
      });
    } finally {
      await app.close();
    }
    const logged = lines.join('');
    expect(logged).toContain('sms stored in the outbox');
    expect(logged).toContain('+92********67');
    expect(logged).toContain('/api/v1/auth/login');
    for (const secret of secrets) expect(logged, secret).not.toContain(secret);
  }, 30_000);
});
