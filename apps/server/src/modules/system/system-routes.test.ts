import { HealthResponse, type StatusReading, type SystemStatus, SystemStatusResponse } from '@lobby/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { putMerchant, useTestApp } from '../../test/app.ts';

const app = useTestApp();

async function status(options: Omit<InjectOptions, 'url'> = {}): Promise<SystemStatus> {
  const response = await app().inject({ method: 'GET', url: '/api/v1/system/status', ...options });
  expect(response.statusCode).toBe(200);
  const body = SystemStatusResponse.parse(response.json());
  expect(body).toMatchObject({ success: true, code: 'ok' });
  if (!body.value) throw new Error('status without value');
  return body.value;
}

/** One merchant per case, on its own host, so cases do not disturb each other. */
async function statusFor(
  host: string,
  config: Parameters<typeof putMerchant>[2]['config'],
  request: Omit<InjectOptions, 'url'> = {},
): Promise<SystemStatus> {
  await putMerchant(app(), host.replaceAll('.', '-'), { domains: [host], config });
  return status({ ...request, headers: { host, ...request.headers } });
}

const READINGS: { reading: StatusReading; maintenance: number; restricted: number; both: number }[] = [
  { reading: 'maintenance-first', maintenance: 1, restricted: 2, both: 1 },
  { reading: 'restriction-first', maintenance: 2, restricted: 1, both: 1 },
];

describe('GET /api/v1/system/status', () => {
  it('is normal for the demo merchant and carries everything the web needs', async () => {
    const value = await status({ headers: { host: 'localhost:3000' } });
    expect(value).toMatchObject({
      status: 0,
      statusReading: 'maintenance-first',
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1' },
    });
    expect(Object.keys(value.info).sort()).toEqual(
      [
        'appWindow',
        'brand',
        'currency',
        'customerService',
        'defaultLanguage',
        'domainRoute',
        'footerLiveChat',
        'imageCDNs',
        'jackpot',
        'languages',
        'mainDomain',
        'marketCountry',
        'merchantCode',
        'merchantName',
        'mobileTemplate',
        'paths',
        'promotions',
        'protectionTools',
        'register',
        'regulator',
        'resources',
        'verification',
        'whitelabel',
        'winnerBoardShown',
      ].sort(),
    );
    expect(value.info.domainRoute).toEqual({ merchantCode: 'demo', domains: ['localhost', '127.0.0.1'] });
    expect(Object.values(value.info.whitelabel).every(Boolean)).toBe(true);
    expect(Object.keys(value.info.paths)).toHaveLength(8);
    expect(value.info.customerService.map((entry) => entry.csType)).toEqual(['WHATSAPP', 'LIVECHAT', '3']);
  });

  it('names the merchant’s market country, the register form’s default dialing country', async () => {
    expect((await status({ headers: { host: 'localhost:3000' } })).info.marketCountry).toBe('PK');
    await putMerchant(app(), 'market-ph', { domains: ['market-ph.test'], marketCountry: 'PH' });
    expect((await status({ headers: { host: 'market-ph.test' } })).info.marketCountry).toBe('PH');
    await putMerchant(app(), 'market-none', { domains: ['market-none.test'] });
    expect((await status({ headers: { host: 'market-none.test' } })).info.marketCountry).toBeNull();
  });

  it('refuses a market country that is no ISO 3166 code, naming the field', async () => {
    for (const marketCountry of ['pk', 'PAK', 'P\u0000']) {
      const response = await app().inject({
        method: 'PUT',
        url: '/api/v1/test/merchants/market-bad',
        payload: { domains: ['market-bad.test'], marketCountry },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().value.field).toBe('marketCountry');
    }
    const missing = await app().inject({
      method: 'GET',
      url: '/api/v1/system/status',
      headers: { host: 'market-bad.test' },
    });
    expect(SystemStatusResponse.parse(missing.json()).value?.info.merchantCode).toBe('demo');
  });

  it('reports the country from the trusted header', async () => {
    const value = await status({ headers: { 'cf-ipcountry': 'ph' } });
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'PH' });
  });

  describe.each(READINGS)('reading $reading', ({ reading, maintenance, restricted, both }) => {
    const tag = reading.split('-')[0];

    it(`answers ${maintenance} (HTTP 200) in maintenance`, async () => {
      const value = await statusFor(`maint-${tag}.test`, {
        statusReading: reading,
        maintenance: { enabled: true, until: '2030-01-01T00:00:00Z' },
      });
      expect(value).toMatchObject({ status: maintenance, maintenance: true, regionRestriction: false });
      expect(value.info.maintenanceUntil).toBe('2030-01-01T00:00:00Z');
    });

    it(`answers ${restricted} for a blocked IP range`, async () => {
      const value = await statusFor(
        `ip-${tag}.test`,
        { statusReading: reading, region: { blockedIpRanges: ['203.0.113.0/24'] } },
        { remoteAddress: '203.0.113.50' },
      );
      expect(value).toMatchObject({ status: restricted, maintenance: false, regionRestriction: true });
      expect(value.location.ip).toBe('203.0.113.50');
    });

    it(`answers ${restricted} for a country outside the allowed ones`, async () => {
      const host = `country-${tag}.test`;
      const value = await statusFor(
        host,
        { statusReading: reading, region: { allowedCountries: ['PH'] } },
        { headers: { 'cf-ipcountry': 'US' } },
      );
      expect(value).toMatchObject({ status: restricted, regionRestriction: true });
      const allowed = await status({ headers: { host, 'cf-ipcountry': 'PH' } });
      expect(allowed).toMatchObject({ status: 0, regionRestriction: false });
    });

    it(`answers ${both} when maintenance and restriction apply at once`, async () => {
      const value = await statusFor(
        `both-${tag}.test`,
        { statusReading: reading, maintenance: { enabled: true }, region: { blockedCountries: ['KP'] } },
        { headers: { 'cf-ipcountry': 'KP' } },
      );
      expect(value).toMatchObject({ status: both, maintenance: true, regionRestriction: true });
    });
  });

  it('checks IPv6 clients against IPv6 ranges', async () => {
    const value = await statusFor(
      'ipv6.test',
      { region: { blockedIpRanges: ['2001:db8::/32'] } },
      { remoteAddress: '2001:db8::7' },
    );
    expect(value.regionRestriction).toBe(true);
  });
});

describe('GET /api/v1/health', () => {
  it('reports the database reachable', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthResponse.parse(response.json())).toMatchObject({
      success: true,
      code: 'ok',
      value: { status: 'ok', database: 'ok' },
    });
  });
});
