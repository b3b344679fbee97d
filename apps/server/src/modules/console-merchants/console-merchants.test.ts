import type { ConsoleMerchantItem, ConsoleMerchantSettings } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { createSiblingApp, putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const MERCHANTS = '/console/merchants';
let platform: ConsoleCaller;
let platformAdmin: ConsoleCaller;

beforeAll(async () => {
  await putMerchant(app(), 'model', { domains: ['model.test'], marketCountry: 'GB' });
  platform = await operatorSession(app(), 'owner', null);
  platformAdmin = await operatorSession(app(), 'admin', null);
});

const statusOn = async (host: string, instance = app()) => {
  const response = await instance.inject({ method: 'GET', url: api('/system/status'), headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

const list = async (caller: ConsoleCaller, page = 1): Promise<ConsoleMerchantItem[]> => {
  const response = await caller.get(`${MERCHANTS}?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
};

const settingsOf = async (merchantCode: string): Promise<ConsoleMerchantSettings> =>
  (await platform.get(`/console/merchant-settings?merchantCode=${merchantCode}`)).json().value;

const auditOf = async (action: string) =>
  (await platform.get(`/console/audit-events?action=${action}`)).json().value.list;

describe('createConsoleMerchant', () => {
  it('creates a merchant from the starter settings whose domains serve it at once, audited', async () => {
    const response = await platform.write('POST', MERCHANTS, {
      code: 'acme',
      name: 'Acme Play',
      domains: ['Play.Acme.example', 'acme.localhost'],
      currency: 'pkr',
      timezone: 'Asia/Karachi',
      defaultLanguage: 'UR',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      code: 'acme',
      name: 'Acme Play',
      domains: ['play.acme.example', 'acme.localhost'],
      currency: 'PKR',
      timezone: 'Asia/Karachi',
      defaultLanguage: 'UR',
      isDefault: false,
    });

    const status = await statusOn('acme.localhost:8080');
    expect(status.info).toMatchObject({
      merchantName: 'Acme Play',
      currency: { code: 'PKR', symbol: 'Rs' },
    });
    expect((await statusOn('play.acme.example')).info.merchantName).toBe('Acme Play');
    expect((await statusOn('localhost')).info.merchantName).not.toBe('Acme Play');

    const settings = await settingsOf('acme');
    expect(settings.version).toBe(1);
    expect(settings.settings.config).toMatchObject({ languages: ['UR'], defaultLanguage: 'UR' });
    expect(settings.settings.merchant).toMatchObject({ timezone: 'Asia/Karachi', marketCountry: null });
    const versions = (await platform.get('/console/merchant-settings/versions?merchantCode=acme')).json()
      .value.list;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, changes: [] });

    const [event] = await auditOf('merchant.created');
    expect(event).toMatchObject({ target: 'acme', after: { code: 'acme', copiedFrom: null } });
  });

  it("copies another merchant's current settings version, with the new basics over them", async () => {
    const model = await settingsOf('model');
    const response = await platformAdmin.write('POST', MERCHANTS, {
      code: 'acme-copy',
      domains: ['copy.acme.example'],
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      defaultLanguage: 'EN',
      copyFrom: 'model',
    });
    expect(response.statusCode, response.body).toBe(200);
    const copy = await settingsOf('acme-copy');
    expect(copy.settings.config).toEqual({
      ...model.settings.config,
      name: 'acme-copy',
      mainDomain: 'copy.acme.example',
      currency: { code: 'EUR', symbol: '€' },
      languages: expect.arrayContaining(model.settings.config.languages),
    });
    expect(copy.settings.config.languages[0]).toBe('EN');
    expect(copy.settings.merchant).toEqual({ ...model.settings.merchant, timezone: 'Europe/Berlin' });
    expect((await statusOn('copy.acme.example')).info.whitelabel).toEqual(model.settings.config.whitelabel);
    const [event] = await auditOf('merchant.created');
    expect(event.after.copiedFrom).toEqual({ merchantCode: 'model', version: model.version });
  });

  it('refuses a taken domain (400) or code (409) naming the field; nothing is created', async () => {
    const before = await list(platform);
    const cases: [object, number, string, string][] = [
      [{ code: 'fresh', domains: ['new.example', 'ACME.localhost'] }, 400, 'domain_taken', 'domains.1'],
      [{ code: 'fresh', domains: ['localhost'] }, 400, 'domain_taken', 'domains.0'],
      [{ code: 'acme', domains: ['other.example'] }, 409, 'merchant_exists', 'code'],
      [{ code: 'fresh', domains: ['x.example'], copyFrom: 'nobody' }, 400, 'unknown_merchant', 'copyFrom'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await platform.write('POST', MERCHANTS, {
        currency: 'USD',
        timezone: 'UTC',
        defaultLanguage: 'EN',
        ...body,
      });
      expect([response.statusCode, response.json().code, response.json().value.field]).toEqual([
        status,
        code,
        field,
      ]);
    }
    expect(await list(platform)).toEqual(before);
    expect((await statusOn('new.example')).info.merchantName).not.toBe('fresh');
  });

  it('refuses bad input with 400 validation_error naming the field; nothing is created', async () => {
    const valid = {
      code: 'fresh',
      domains: ['fresh.example'],
      currency: 'USD',
      timezone: 'UTC',
      defaultLanguage: 'EN',
    };
    const cases: [object, string][] = [
      [{ domains: ['bad host.example'] }, 'domains.0'],
      [{ domains: ['-bad.example'] }, 'domains.0'],
      [{ domains: ['fresh.example:8080'] }, 'domains.0'],
      [{ domains: ['fresh.example', 'FRESH.example'] }, 'domains.1'],
      [{ domains: [] }, 'domains'],
      [{ domains: ['fresh\u0000.example'] }, 'domains.0'],
      [{ code: 'Fresh Code' }, 'code'],
      [{ code: 'fre\u0000sh' }, 'code'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'JPY' }, 'currency'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ defaultLanguage: 'XX' }, 'defaultLanguage'],
      [{ name: 'Bad\u0000Name' }, 'name'],
      [{ isDefault: true }, ''],
    ];
    const before = await list(platform);
    for (const [change, field] of cases) {
      const response = await platform.write('POST', MERCHANTS, { ...valid, ...change });
      expect([response.statusCode, response.json().code], JSON.stringify(change)).toEqual([
        400,
        'validation_error',
      ]);
      if (field) expect(response.json().value.field, JSON.stringify(change)).toBe(field);
    }
    expect(await list(platform)).toEqual(before);
  });

  it("refuses a merchant's operators, even its owner, with 403 audited; nothing is created", async () => {
    for (const role of ['owner', 'admin', 'content'] as const) {
      const caller = await operatorSession(app(), role);
      const response = await caller.write('POST', MERCHANTS, {
        code: `by-${role}`,
        domains: [`${role}.example`],
        currency: 'USD',
        timezone: 'UTC',
        defaultLanguage: 'EN',
      });
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
      const refused = (await caller.get(MERCHANTS)).statusCode;
      expect(refused).toBe(403);
      const events = (
        await platform.get(`/console/audit-events?operatorId=${caller.operatorId}&action=permission.refused`)
      ).json().value.list;
      expect(events.map((event: { target: string }) => event.target).sort()).toEqual([
        'createConsoleMerchant',
        'listConsoleMerchants',
      ]);
    }
    expect((await list(platform)).map((merchant) => merchant.code)).not.toContain('by-owner');
  });

  it('refuses platform roles without the permission (403) and a write without the CSRF token', async () => {
    const support = await operatorSession(app(), 'support', null);
    expect((await support.get(MERCHANTS)).statusCode).toBe(403);
    const noCsrf = await platform.write('POST', MERCHANTS, {}, false);
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
  });
});

describe('listConsoleMerchants', () => {
  it('lists every merchant by code with its basics, a page at a time', async () => {
    const page = (await platform.get(MERCHANTS)).json().value;
    expect(page).toMatchObject({ page: 1, hasMore: false });
    const codes = page.list.map((merchant: ConsoleMerchantItem) => merchant.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['acme', 'acme-copy', 'demo', 'model']));
    expect(page.list.find((merchant: ConsoleMerchantItem) => merchant.code === 'demo')).toMatchObject({
      isDefault: true,
      currency: 'USD',
      domains: ['localhost', '127.0.0.1'],
    });
    expect(await list(platform, 2)).toEqual([]);
    const bad = await platform.get(`${MERCHANTS}?page=0`);
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'page']);
  });
});

describe('listConsoleMerchants search', () => {
  it('finds merchants whose code or name holds the words, in any case, beyond the first page', async () => {
    const codes = async (q: string) =>
      (await platform.get(`${MERCHANTS}?q=${encodeURIComponent(q)}`))
        .json()
        .value.list.map((merchant: ConsoleMerchantItem) => merchant.code);
    expect(await codes('ACME')).toEqual(['acme', 'acme-copy']);
    expect(await codes('play')).toEqual(['acme']);
    expect(await codes('100%_')).toEqual([]);
    expect(await codes('')).toEqual(expect.arrayContaining(['acme', 'demo', 'model']));
    const bad = await platform.get(`${MERCHANTS}?q=a%00b`);
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'q']);
  });
});

describe('updateConsoleMerchant', () => {
  const edit = {
    name: 'Acme Casino',
    domains: ['acme.localhost', 'casino.acme.example'],
    timezone: 'Asia/Dubai',
    defaultLanguage: 'EN',
    reason: 'New brand site',
  };
  let sibling: FastifyInstance | undefined;
  afterAll(async () => {
    await sibling?.close();
  });

  it('changes the domains, name, timezone and default language; another instance serves them within 5 s', async () => {
    sibling = await createSiblingApp(app());
    const other = sibling;
    expect((await statusOn('casino.acme.example', other)).info.merchantName).not.toBe('Acme Casino');
    const before = await settingsOf('acme');
    const response = await platformAdmin.write('PUT', `${MERCHANTS}/acme`, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      code: 'acme',
      name: 'Acme Casino',
      domains: ['acme.localhost', 'casino.acme.example'],
      timezone: 'Asia/Dubai',
      defaultLanguage: 'EN',
      currency: 'PKR',
    });
    // This instance at once; the other through Redis at once, else within its cache's 4 s.
    expect((await statusOn('casino.acme.example')).info.merchantName).toBe('Acme Casino');
    expect((await statusOn('play.acme.example')).info.merchantName).not.toBe('Acme Casino');
    const started = Date.now();
    while ((await statusOn('casino.acme.example', other)).info.merchantName !== 'Acme Casino') {
      expect(Date.now() - started).toBeLessThan(process.env.REDIS_URL ? 1_000 : 5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const after = await settingsOf('acme');
    expect(after.version).toBe(before.version + 1);
    expect(after.settings.config).toMatchObject({
      name: 'Acme Casino',
      defaultLanguage: 'EN',
      languages: ['EN', 'UR'],
      mainDomain: 'acme.localhost',
    });
    expect(after.settings.merchant.timezone).toBe('Asia/Dubai');
    const [version] = (await platform.get('/console/merchant-settings/versions?merchantCode=acme')).json()
      .value.list;
    expect(version).toMatchObject({ operatorUsername: expect.any(String), reason: 'New brand site' });

    const [event] = await auditOf('merchant.updated');
    expect(event).toMatchObject({
      target: 'acme',
      reason: 'New brand site',
      before: { name: 'Acme Play', domains: ['play.acme.example', 'acme.localhost'] },
      after: { name: 'Acme Casino', settingsVersion: after.version },
    });
  }, 15_000);

  it('keeps the settings version when only the domains change', async () => {
    const before = await settingsOf('acme');
    const response = await platform.write('PUT', `${MERCHANTS}/acme`, {
      ...edit,
      domains: ['casino.acme.example', 'acme.localhost', 'www.acme.example'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await settingsOf('acme')).version).toBe(before.version);
    expect((await statusOn('www.acme.example')).info.merchantName).toBe('Acme Casino');
  });

  it('refuses a domain another merchant answers on with 400 naming it; nothing changes', async () => {
    const before = await list(platform);
    for (const [domains, field] of [
      [['acme.localhost', 'COPY.acme.example'], 'domains.1'],
      [['localhost'], 'domains.0'],
    ] as const) {
      const response = await platform.write('PUT', `${MERCHANTS}/acme`, { ...edit, domains });
      expect([response.statusCode, response.json().code, response.json().value.field]).toEqual([
        400,
        'domain_taken',
        field,
      ]);
    }
    expect(await list(platform)).toEqual(before);
  });

  it('refuses bad input with 400 naming the field, and an unknown merchant with 404', async () => {
    const cases: [object, string][] = [
      [{ domains: [] }, 'domains'],
      [{ domains: ['bad host'] }, 'domains.0'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ defaultLanguage: 'XX' }, 'defaultLanguage'],
      [{ name: '' }, 'name'],
      [{ reason: '' }, 'reason'],
      [{ currency: 'EUR' }, ''],
    ];
    const before = await list(platform);
    for (const [change, field] of cases) {
      const response = await platform.write('PUT', `${MERCHANTS}/acme`, { ...edit, ...change });
      expect([response.statusCode, response.json().code], JSON.stringify(change)).toEqual([
        400,
        'validation_error',
      ]);
      if (field) expect(response.json().value.field, JSON.stringify(change)).toBe(field);
    }
    expect(await list(platform)).toEqual(before);
    const unknown = await platform.write('PUT', `${MERCHANTS}/nobody`, edit);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it("refuses a merchant's operators, even its owner, and platform roles without it, with 403 audited", async () => {
    for (const [role, merchant] of [
      ['owner', 'demo'],
      ['admin', 'demo'],
      ['support', null],
      ['content', null],
    ] as const) {
      const caller = await operatorSession(app(), role, merchant);
      const response = await caller.write('PUT', `${MERCHANTS}/acme`, { ...edit, name: `by ${role}` });
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
      const events = (
        await platform.get(`/console/audit-events?operatorId=${caller.operatorId}&action=permission.refused`)
      ).json().value.list;
      expect(events.map((event: { target: string }) => event.target)).toEqual(['updateConsoleMerchant']);
    }
    expect((await settingsOf('acme')).settings.config.name).toBe('Acme Casino');
  });
});
