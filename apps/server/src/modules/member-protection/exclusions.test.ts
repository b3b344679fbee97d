import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createMember,
  freshIp,
  injectEncrypted,
  login,
  loginRequest,
  memberCount,
  solvedCaptcha,
} from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const PASSWORD = 'secret-pass-1';
const REGISTER = '/console/exclusions/register';
let next = 1;
let owner: ConsoleCaller;
let support: ConsoleCaller;

beforeAll(async () => {
  await putMerchant(app(), 'other', { domains: ['other.test'] });
  owner = await operatorSession(app(), 'owner');
  support = await operatorSession(app(), 'support');
});

/** A fresh Pakistani mobile number (digits after the dialing code 92). */
const freshMobile = () => `345${String(1_000_000 + next++).padStart(7, '0')}`;

async function registerByUsername(username: string, mobileNum?: string) {
  const ip = freshIp();
  const solved = await solvedCaptcha(app(), { remoteAddress: ip });
  return injectEncrypted(app(), {
    method: 'PUT',
    url: api('/registration/username'),
    remoteAddress: ip,
    payload: {
      agreement: true,
      ...solved,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(mobileNum ? { mobileNum, countryDialingCode: '92' } : {}),
    },
  });
}

async function auditOf(action: string, target: string) {
  const list = (await owner.get(`/console/audit-events?action=${action}`)).json().value.list as {
    target: string;
    reason: string;
    before: unknown;
    after: unknown;
  }[];
  return list.filter((event) => event.target === target);
}

const headIcon = (token: string) =>
  app().inject({ method: 'GET', url: api('/members/me/head-icon'), headers: bearer(token) });

describe('the exclusion register', () => {
  it('refuses a registration with a registered mobile number, storing nothing, until the entry is removed', async () => {
    const mobile = freshMobile();
    const added = await support.write('POST', REGISTER, {
      countryDialingCode: '+92',
      mobileNum: `0${mobile}`,
      reason: 'national register match',
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json().value;
    expect(entry).toMatchObject({
      merchantCode: 'demo',
      mobile: `+92 ****${mobile.slice(-4)}`,
      username: null,
      reason: 'national register match',
    });
    expect(JSON.stringify(await auditOf('exclusion_register.added', entry.id))).not.toContain(mobile);

    const before = await memberCount(app());
    const refused = await registerByUsername(`blocked${next++}`, mobile);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('exclusion_registered');
    expect(await memberCount(app())).toBe(before);

    const listed = (await support.get('/console/exclusions')).json().value;
    expect(listed.register.map((item: { id: string }) => item.id)).toContain(entry.id);

    const removed = await support.write('POST', `${REGISTER}/${entry.id}/removal`, {
      reason: 'entered wrongly',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [event] = await auditOf('exclusion_register.removed', entry.id);
    expect(event).toMatchObject({ reason: 'entered wrongly', before: { id: entry.id }, after: null });
    const again = await support.write('POST', `${REGISTER}/${entry.id}/removal`, { reason: 'twice' });
    expect(again.statusCode).toBe(404);
    expect((await registerByUsername(`welcome${next++}`, mobile)).statusCode).toBe(200);
  });

  it('logs out a member it names and refuses their login, by username or by their mobile number', async () => {
    const username = `regmember${next++}`;
    const mobile = freshMobile();
    await createMember(app(), { username, password: PASSWORD, mobileNum: mobile, countryDialingCode: '92' });
    const grant = await login(app(), username, PASSWORD);
    const byName = await support.write('POST', REGISTER, {
      username: username.toUpperCase(),
      reason: 'request',
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().value.username).toBe(username);
    expect((await headIcon(grant.token)).statusCode).toBe(401);
    const refused = await loginRequest(app(), username, PASSWORD, { remoteAddress: freshIp() });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'exclusion_registered']);
    const wrongPassword = await loginRequest(app(), username, 'wrong-pass-9', { remoteAddress: freshIp() });
    expect(wrongPassword.statusCode).toBe(401);

    await support.write('POST', `${REGISTER}/${byName.json().value.id}/removal`, { reason: 'lifted' });
    expect((await loginRequest(app(), username, PASSWORD, { remoteAddress: freshIp() })).statusCode).toBe(
      200,
    );
    await support.write('POST', REGISTER, {
      countryDialingCode: '92',
      mobileNum: mobile,
      reason: 'by number',
    });
    const byMobile = await loginRequest(app(), username, PASSWORD, { remoteAddress: freshIp() });
    expect([byMobile.statusCode, byMobile.json().code]).toEqual([403, 'exclusion_registered']);
  });

  it('keeps each merchant to its own register', async () => {
    const username = `merchantonly${next++}`;
    const elsewhere = await operatorSession(app(), 'admin', 'other');
    const added = await elsewhere.write('POST', REGISTER, { username, reason: 'other merchant' });
    expect(added.json().value.merchantCode).toBe('other');
    expect((await registerByUsername(username)).statusCode).toBe(200);
    const listed = (await support.get('/console/exclusions')).json().value;
    expect(listed.register.map((item: { id: string }) => item.id)).not.toContain(added.json().value.id);
    const foreign = await support.write('POST', `${REGISTER}/${added.json().value.id}/removal`, {
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    const named = await support.write('POST', REGISTER, { username, reason: 'x', merchantCode: 'other' });
    expect(named.statusCode).toBe(404);
    const platform = await operatorSession(app(), 'owner', null);
    const unnamed = await platform.write('POST', REGISTER, { username, reason: 'x' });
    expect([unnamed.statusCode, unnamed.json().value.field]).toEqual([400, 'merchantCode']);
  });

  it('answers 400 naming the field for an entry without a person, a number without its code or a bad reason', async () => {
    const cases: [object, string][] = [
      [{ reason: 'nobody' }, 'mobileNum'],
      [{ mobileNum: '3451234567', reason: 'no code' }, 'countryDialingCode'],
      [{ username: 'someone_1' }, 'reason'],
      [{ username: 'someone_1', reason: 'nul\u0000' }, 'reason'],
      [{ username: 'a b', reason: 'bad name' }, 'username'],
    ];
    for (const [payload, field] of cases) {
      const response = await support.write('POST', REGISTER, payload);
      expect([response.statusCode, response.json().value?.field], JSON.stringify(payload)).toEqual([
        400,
        field,
      ]);
    }
    const removal = await support.write('POST', `${REGISTER}/not-a-uuid/removal`, { reason: 'x' });
    expect([removal.statusCode, removal.json().value?.field]).toEqual([400, 'id']);
  });

  it('lets owner, admin and support change it; finance and the auditor only read', async () => {
    for (const role of ['finance', 'auditor'] as const) {
      const caller = await operatorSession(app(), role);
      expect((await caller.get('/console/exclusions')).statusCode).toBe(200);
      const refused = await caller.write('POST', REGISTER, { username: 'nobody_1', reason: 'x' });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    }
    const noCsrf = await support.write('POST', REGISTER, { username: 'nobody_2', reason: 'x' }, false);
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
  });
});

describe('listConsoleExclusions', () => {
  it("lists the merchant's time-outs and self-exclusions, filtered by kind and state", async () => {
    const username = `excluded${next++}`;
    const { id } = await createMember(app(), { username, password: PASSWORD });
    const { token } = await login(app(), username, PASSWORD);
    const started = await app().inject({
      method: 'POST',
      url: api('/protection/self-exclusion'),
      headers: bearer(token),
      payload: { period: '6m' },
    });
    expect(started.statusCode).toBe(200);

    const ids = async (query: string, caller = support) => {
      const response = await caller.get(`/console/exclusions${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.list.map((item: { memberId: string }) => item.memberId);
    };
    const page = (await support.get('/console/exclusions?kind=self_exclusion&state=active')).json().value;
    expect(page.list.find((item: { memberId: string }) => item.memberId === id)).toMatchObject({
      memberUsername: username,
      kind: 'self_exclusion',
      period: '6m',
      active: true,
    });
    expect(await ids('?state=ended')).not.toContain(id);
    expect(await ids('?kind=time_out')).not.toContain(id);
    expect(await ids('', await operatorSession(app(), 'admin', 'other'))).not.toContain(id);
    const bad = await support.get('/console/exclusions?state=soon');
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'state']);
  });
});
