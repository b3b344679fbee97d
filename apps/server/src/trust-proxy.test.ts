import { API } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './plugins/config.ts';
import { api } from './test/accounts.ts';
import { useTestApp } from './test/app.ts';

const LOAD_BALANCER = '10.0.0.9';

// TRUST_PROXY=true as the README documents it: one load balancer in front, which appends the client.
const app = useTestApp({
  config: { trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy },
  limits: { lookupsPerIp: { limit: 3, windowSeconds: 600 } },
});

const checkUsername = (forwardedFor: string) =>
  app().inject({
    method: 'GET',
    url: api(`${API.checkUsername.path}?username=someone_free`),
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind one trusted proxy', () => {
  it('counts per-address limits by the address the proxy saw, whatever the client forwards itself', async () => {
    const client = '203.0.113.50';
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await checkUsername(`198.51.100.${attempt}, ${client}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await checkUsername(`198.51.100.99, ${client}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');

    // Another client behind the same proxy is counted on its own.
    expect((await checkUsername(`198.51.100.0, 203.0.113.51`)).statusCode).toBe(200);
  });
});
