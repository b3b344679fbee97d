import type { ConsoleMerchantSettings, MerchantSettingVersion } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const SETTINGS = '/console/merchant-settings';
let owner: ConsoleCaller;
let content: ConsoleCaller;
let platform: ConsoleCaller;

beforeAll(async () => {
  await putMerchant(app(), 'other', { domains: ['other.test'] });
  owner = await operatorSession(app(), 'owner');
  content = await operatorSession(app(), 'content');
  platform = await operatorSession(app(), 'admin', null);
});

async function read(caller: ConsoleCaller, query = ''): Promise<ConsoleMerchantSettings> {
  const response = await caller.get(`${SETTINGS}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function versions(caller: ConsoleCaller, query = ''): Promise<MerchantSettingVersion[]> {
  const response = await caller.get(`${SETTINGS}/versions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
}

type Change = (settings: ConsoleMerchantSettings['settings']) => void;

/** Saves the settings as read now with `change` applied. */
async function save(caller: ConsoleCaller, change: Change, reason = 'tested', merchantCode?: string) {
  const current = await read(caller, merchantCode ? `?merchantCode=${merchantCode}` : '');
  const settings = structuredClone(current.settings);
  change(settings);
  return caller.write('PUT', SETTINGS, {
    baseVersion: current.version,
    settings,
    reason,
    ...(merchantCode ? { merchantCode } : {}),
  });
}

const status = async (merchantCode = 'demo') =>
  (
    await app().inject({
      method: 'GET',
      url: api('/system/status'),
      headers: { 'x-merchant-code': merchantCode },
    })
  ).json().value;

describe('getConsoleMerchantSettings', () => {
  it("answers the operator's own merchant: its config and the row's setting columns", async () => {
    for (const role of ['auditor', 'finance', 'support'] as const) {
      const answer = await read(await operatorSession(app(), role));
      expect(answer.merchantCode).toBe('demo');
      expect(answer.merchantCodes).toEqual(['demo']);
      expect(answer.settings.merchant).toMatchObject({
        timezone: expect.any(String),
        limitCoolingOffHours: 24,
      });
      expect(answer.settings.config.protectionTools).toEqual({
        limits: true,
        realityCheck: true,
        timeOut: true,
        selfExclusion: true,
      });
    }
  });

  it("refuses another merchant's settings to a merchant's operator; a platform operator names any", async () => {
    const refused = await owner.get(`${SETTINGS}?merchantCode=other`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    expect((await read(platform, '?merchantCode=other')).merchantCode).toBe('other');
    expect((await read(platform)).merchantCodes).toEqual(expect.arrayContaining(['demo', 'other']));
  });
});

describe('updateConsoleMerchantSettings', () => {
  it('saves a version that players see at once, audited with before, after and reason', async () => {
    const response = await save(
      owner,
      (settings) => {
        settings.config.minimumAge = 21;
        settings.config.realityCheckMinutes = 30;
        settings.merchant.timezone = 'Europe/London';
      },
      'regulator asked for 21',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.settings.config.minimumAge).toBe(21);
    expect((await status()).info.register.minimumAge).toBe(21);

    const [latest, first] = await versions(owner);
    expect(first).toMatchObject({ version: 1, operatorUsername: null, reason: null, changes: [] });
    expect(latest).toMatchObject({ version: 2, reason: 'regulator asked for 21', restoredFrom: null });
    expect(latest?.changes).toEqual([
      { path: 'config.minimumAge', before: 18, after: 21 },
      { path: 'config.realityCheckMinutes', before: 0, after: 30 },
      { path: 'merchant.timezone', before: 'Asia/Karachi', after: 'Europe/London' },
    ]);
    const events = (await owner.get('/console/audit-events?action=merchant_settings.updated')).json().value
      .list;
    expect(events[0]).toMatchObject({
      target: 'demo',
      reason: 'regulator asked for 21',
      before: { config: { minimumAge: 18 } },
      after: { config: { minimumAge: 21 }, version: 2 },
    });
  });

  it('refuses bad input with 400 naming the field path; nothing changes and no version is written', async () => {
    const before = await read(owner);
    const bad: [Change, string][] = [
      [
        (settings) => Object.assign(settings.config, { realityCheckMinutes: 7 }),
        'settings.config.realityCheckMinutes',
      ],
      [
        (settings) => Object.assign(settings.merchant, { timezone: 'Mars/Olympus' }),
        'settings.merchant.timezone',
      ],
      [
        (settings) => Object.assign(settings.merchant, { limitCoolingOffHours: 1 }),
        'settings.merchant.limitCoolingOffHours',
      ],
      [(settings) => Object.assign(settings.config, { languages: [] }), 'settings.config.languages'],
      [(settings) => Object.assign(settings.config, { name: 'bad\u0000name' }), 'settings.config.name'],
      [
        (settings) => Object.assign(settings.config.maintenance, { message: 'line\u0000break' }),
        'settings.config.maintenance.message',
      ],
      [
        (settings) =>
          Object.assign(settings.config.maintenance, {
            startsAt: '2030-01-02T10:00:00.000Z',
            until: '2030-01-01T10:00:00.000Z',
          }),
        'settings.config.maintenance.until',
      ],
      [
        (settings) => Object.assign(settings.config.protectionTools, { timeOut: 'no' }),
        'settings.config.protectionTools.timeOut',
      ],
    ];
    for (const [change, field] of bad) {
      const response = await save(owner, change);
      expect([response.statusCode, response.json().code, response.json().value.field], field).toEqual([
        400,
        'validation_error',
        field,
      ]);
    }
    const missingReason = await owner.write('PUT', SETTINGS, {
      baseVersion: before.version,
      settings: before.settings,
    });
    expect(missingReason.json().value.field).toBe('reason');
    expect(await read(owner)).toEqual(before);
    expect((await versions(owner))[0]?.version).toBe(before.version);
  });

  it('refuses a save based on an older version with 409, and a write without the CSRF token', async () => {
    const current = await read(owner);
    const stale = await owner.write('PUT', SETTINGS, {
      baseVersion: current.version - 1,
      settings: current.settings,
      reason: 'stale form',
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'merchant_settings_moved_on']);
    const noCsrf = await owner.write(
      'PUT',
      SETTINGS,
      { baseVersion: current.version, settings: current.settings, reason: 'x' },
      false,
    );
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
    expect((await read(owner)).version).toBe(current.version);
  });

  it('lets content change the languages but not the protection section (403 naming the path, audited)', async () => {
    const allowed = await save(content, (settings) => {
      settings.config.defaultLanguage = 'EN';
      settings.config.languages = ['EN', 'UR'];
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const before = await read(owner);
    const refused = await save(content, (settings) => {
      settings.config.protectionTools.timeOut = false;
    });
    expect([refused.statusCode, refused.json().code, refused.json().value.field]).toEqual([
      403,
      'forbidden',
      'config.protectionTools.timeOut',
    ]);
    expect(await read(owner)).toEqual(before);
    const events = (
      await owner.get(`/console/audit-events?operatorId=${content.operatorId}&action=permission.refused`)
    ).json().value.list;
    expect(events[0]).toMatchObject({ target: 'updateConsoleMerchantSettings' });
  });

  it("a platform operator saves another merchant's settings by naming it", async () => {
    const response = await save(
      platform,
      (settings) => {
        settings.merchant.marketCountry = 'GB';
        settings.config.maintenance = { enabled: true, message: 'Back at noon with new games.' };
      },
      'home market',
      'other',
    );
    expect(response.statusCode, response.body).toBe(200);
    const other = await status('other');
    expect(other.info.marketCountry).toBe('GB');
    expect([other.maintenance, other.info.maintenanceMessage]).toEqual([
      true,
      'Back at noon with new games.',
    ]);
    expect((await status('demo')).info.marketCountry).toBe('PK');
  });
});

describe('restoreConsoleMerchantSettingVersion', () => {
  it("brings a version's settings back as a new version with its changes", async () => {
    const before = await read(owner);
    const restore = await owner.write('POST', `${SETTINGS}/versions/1/restore`, {
      reason: 'back to the start',
    });
    expect(restore.statusCode, restore.body).toBe(200);
    const after: ConsoleMerchantSettings = restore.json().value;
    expect(after.version).toBe(before.version + 1);
    expect(after.settings.config.minimumAge).toBe(18);
    expect((await status()).info.register.minimumAge).toBe(18);
    const [latest] = await versions(owner);
    expect(latest).toMatchObject({ restoredFrom: 1, reason: 'back to the start' });
    expect(latest?.changes).toContainEqual({ path: 'config.minimumAge', before: 21, after: 18 });
  });

  it('answers 404 for a version the merchant does not have, and refuses content a protection restore', async () => {
    const missing = await owner.write('POST', `${SETTINGS}/versions/999/restore`, { reason: 'none' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
    const refused = await content.write('POST', `${SETTINGS}/versions/2/restore`, {
      reason: 'age back to 21',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
  });
});

describe('a protection tool switched off', () => {
  it('is off in the system status and its operation answers 403 protection_tool_off', async () => {
    const saved = await save(
      owner,
      (settings) => {
        settings.config.protectionTools.timeOut = false;
        settings.config.protectionTools.limits = false;
      },
      'time-out offered by the partner site',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await status()).info.protectionTools).toMatchObject({
      timeOut: false,
      limits: false,
      selfExclusion: true,
    });

    const username = `tool${Date.now() % 100_000}`;
    await createMember(app(), { username, password: 'secret-pass-1' });
    const { token } = await login(app(), username, 'secret-pass-1', { remoteAddress: freshIp() });
    const post = (path: string, payload: object) =>
      app().inject({ method: 'POST', url: api(path), headers: bearer(token), payload });
    const timeOut = await post('/protection/time-out', { period: '24h' });
    expect([timeOut.statusCode, timeOut.json()]).toEqual([
      403,
      { success: false, code: 'protection_tool_off', value: { tool: 'timeOut' } },
    ]);
    const limits = await app().inject({
      method: 'PUT',
      url: api('/responsible-gaming/limits'),
      headers: bearer(token),
      payload: { limits: [{ kind: 'deposit', period: 'day', amount: 100 }] },
    });
    expect(limits.json().code).toBe('protection_tool_off');
    const selfExclusion = await post('/protection/self-exclusion', { period: '6m' });
    expect(selfExclusion.statusCode, selfExclusion.body).toBe(200);
  });
});
