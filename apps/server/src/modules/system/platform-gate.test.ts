import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { putMerchant, useTestApp } from '../../test/app.ts';

// The gate guards every API route that does not opt out; this one stands for them.
const gatedRoute: FastifyPluginAsync = async (api) => {
  api.get('/gated', async () => ({ success: true, code: 'ok' }));
};

const app = useTestApp({ apiRoutes: [gatedRoute] });

const get = (url: string, host: string, remoteAddress?: string) =>
  app().inject({ method: 'GET', url, headers: { host }, remoteAddress });

describe('platform gate', () => {
  beforeAll(async () => {
    await putMerchant(app(), 'maint', {
      domains: ['maint-xyz.localhost'],
      config: { maintenance: { enabled: true } },
    });
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await putMerchant(app(), 'maint-window-now', {
      domains: ['maint-now.localhost'],
      config: { maintenance: { enabled: true, startsAt: at(-hour), until: at(hour) } },
    });
    await putMerchant(app(), 'maint-window-later', {
      domains: ['maint-later.localhost'],
      config: { maintenance: { enabled: true, startsAt: at(hour), until: at(2 * hour) } },
    });
    await putMerchant(app(), 'maint-window-over', {
      domains: ['maint-over.localhost'],
      config: { maintenance: { enabled: true, startsAt: at(-2 * hour), until: at(-hour) } },
    });
    await putMerchant(app(), 'blocked', {
      domains: ['blocked.localhost'],
      config: { region: { blockedIpRanges: ['198.51.100.0/24'] } },
    });
  });

  it('lets requests through for a merchant in normal operation', async () => {
    const response = await get('/api/v1/gated', 'localhost');
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 platform_maintenance while the merchant is in maintenance', async () => {
    const response = await get('/api/v1/gated', 'maint-xyz.localhost');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, code: 'platform_maintenance' });
  });

  it('holds maintenance only within its scheduled window, on the gate and in the status', async () => {
    expect((await get('/api/v1/gated', 'maint-now.localhost')).statusCode).toBe(503);
    expect((await get('/api/v1/gated', 'maint-later.localhost')).statusCode).toBe(200);
    expect((await get('/api/v1/gated', 'maint-over.localhost')).statusCode).toBe(200);
    const status = async (host: string) =>
      (await get('/api/v1/system/status', host)).json().value as { status: number; maintenance: boolean };
    expect(await status('maint-now.localhost')).toMatchObject({ status: 1, maintenance: true });
    expect(await status('maint-later.localhost')).toMatchObject({ status: 0, maintenance: false });
  });

  it('answers 403 ip_blocked to a restricted client, and lets others in', async () => {
    const blocked = await get('/api/v1/gated', 'blocked.localhost', '198.51.100.4');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ success: false, code: 'ip_blocked' });
    expect((await get('/api/v1/gated', 'blocked.localhost', '192.0.2.1')).statusCode).toBe(200);
  });

  it('keeps status, health and the API document reachable', async () => {
    for (const url of ['/api/v1/system/status', '/api/v1/health', '/api/v1/openapi.json']) {
      expect((await get(url, 'maint-xyz.localhost')).statusCode, url).toBe(200);
      expect((await get(url, 'blocked.localhost', '198.51.100.4')).statusCode, url).toBe(200);
    }
  });
});
