import { describe, expect, it } from 'vitest';
import { createTestApp, putMerchant, useTestApp } from '../../test/app.ts';

const app = useTestApp();

const merchantOf = async (headers: Record<string, string>) => {
  const response = await app().inject({ method: 'GET', url: '/api/v1/system/status', headers });
  return response.json().value.info.merchantCode;
};

describe('merchant resolution', () => {
  it('picks the merchant by host, ignoring port and case, and falls back to the default', async () => {
    await putMerchant(app(), 'acme', { domains: ['play.acme.test', 'ACME.test'], config: { name: 'Acme' } });
    expect(await merchantOf({ host: 'play.acme.test' })).toBe('acme');
    expect(await merchantOf({ host: 'Play.Acme.Test:8443' })).toBe('acme');
    expect(await merchantOf({ host: 'acme.test' })).toBe('acme');
    expect(await merchantOf({ host: 'unknown.example' })).toBe('demo');
    expect(await merchantOf({ host: '127.0.0.1:3000' })).toBe('demo');
  });

  it('sees a merchant change at once after the test facility writes it', async () => {
    await putMerchant(app(), 'moving', { domains: ['first.test'] });
    expect(await merchantOf({ host: 'first.test' })).toBe('moving');
    await putMerchant(app(), 'moving', { domains: ['second.test'] });
    expect(await merchantOf({ host: 'first.test' })).toBe('demo');
    expect(await merchantOf({ host: 'second.test' })).toBe('moving');
  });

  it('lets x-merchant-code pick the merchant when the override is enabled', async () => {
    await putMerchant(app(), 'override', { domains: ['override.test'] });
    expect(await merchantOf({ host: 'localhost', 'x-merchant-code': 'override' })).toBe('override');
    const unknown = await app().inject({
      method: 'GET',
      url: '/api/v1/system/status',
      headers: { 'x-merchant-code': 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'unknown_merchant' });
  });

  it('ignores x-merchant-code when the override is disabled', async () => {
    const strict = await createTestApp({ config: { merchantHeaderOverride: false } });
    try {
      await putMerchant(strict, 'override', { domains: ['override.test'] });
      const response = await strict.inject({
        method: 'GET',
        url: '/api/v1/system/status',
        headers: { host: 'localhost', 'x-merchant-code': 'override' },
      });
      expect(response.json().value.info.merchantCode).toBe('demo');
    } finally {
      await strict.close();
    }
  });
});
