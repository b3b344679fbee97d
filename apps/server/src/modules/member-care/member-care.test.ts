import { CONSOLE_ROLES, type ConsolePermission, roleAllows } from '@lobby/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createMember,
  creditMember,
  freshIp,
  login,
  loginRequest,
} from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();
const PASSWORD = 'Member-Pass-2026';
const REASON = 'support ticket 42';

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) =>
  expect(
    [response.statusCode, response.json().code, ...(field ? [response.json().value?.field] : [])],
    response.body,
  ).toEqual([status, code, ...(field ? [field] : [])]);

let seq = 1;
/** A demo member with a password, a wallet credit and a known mobile. */
async function demoMember(prefix = 'care', fields: { mobileNum?: string; countryDialingCode?: string } = {}) {
  const username = `${prefix}${seq++}`;
  const created = await createMember(app(), { username, password: PASSWORD, ...fields });
  return { ...created, username };
}

async function auditOf(owner: ConsoleCaller, action: string) {
  return (await owner.get(`/console/audit-events?action=${action}`)).json().value.list as {
    target: string;
    reason: string | null;
    before: unknown;
    after: unknown;
    operatorId: string;
  }[];
}

let owner: ConsoleCaller;
beforeAll(async () => {
  await putMerchant(app(), 'other', { domains: ['other.test'] });
  owner = await operatorSession(app(), 'owner');
});

describe('listConsoleMembers', () => {
  it('finds members by the start of username (any case), mobile, id, affiliate code and registration address', async () => {
    const alpha = await demoMember('Zeta', { mobileNum: '3451234567', countryDialingCode: '92' });
    const beta = await demoMember('zeta', { mobileNum: '3459876543', countryDialingCode: '92' });
    await creditMember(app(), alpha.username, 12.5);
    const byUsername = (await owner.get('/console/members?q=ZETA&by=username')).json().value;
    expect(byUsername.list.map((member: { id: string }) => member.id).sort()).toEqual(
      [alpha.id, beta.id].sort(),
    );
    expect(byUsername).toMatchObject({ page: 1, hasMore: false });
    const summary = byUsername.list.find((member: { id: string }) => member.id === alpha.id);
    expect(summary).toMatchObject({
      username: alpha.username,
      merchantCode: 'demo',
      mobile: '+92 3451234567',
      balance: 12.5,
      locked: false,
      lastLoginAt: null,
    });

    const byMobile = (await owner.get('/console/members?q=34598&by=mobile')).json().value.list;
    expect(byMobile.map((member: { id: string }) => member.id)).toEqual([beta.id]);
    const byId = (
      await owner.get(`/console/members?q=${alpha.id.slice(0, 8).toUpperCase()}&by=memberId`)
    ).json().value.list;
    expect(byId.map((member: { id: string }) => member.id)).toContain(alpha.id);
    const byCode = (
      await owner.get(`/console/members?q=${alpha.affiliateCode.slice(0, 5).toLowerCase()}&by=affiliateCode`)
    ).json().value.list;
    expect(byCode.map((member: { id: string }) => member.id)).toContain(alpha.id);
  });

  it('treats % and _ as themselves, not as wildcards', async () => {
    await demoMember('under_score');
    await demoMember('underXscore');
    const list = (await owner.get('/console/members?q=under_&by=username')).json().value.list;
    expect(list.map((member: { username: string }) => member.username)).toEqual([
      expect.stringMatching(/^under_score/),
    ]);
    expect((await owner.get('/console/members?q=%25&by=username')).json().value.list).toEqual([]);
  });

  it('pages by 50 with hasMore', async () => {
    for (let i = 0; i < 51; i++)
      await createMember(app(), { username: `pager${String(i).padStart(2, '0')}` });
    const first = (await owner.get('/console/members?q=pager')).json().value;
    expect([first.list.length, first.hasMore]).toEqual([50, true]);
    const second = (await owner.get('/console/members?q=pager&page=2')).json().value;
    expect([second.list.length, second.hasMore, second.list[0].username]).toEqual([1, false, 'pager50']);
  });

  it('answers 400 with the field for a bad field, an empty, too long or control-character text', async () => {
    expectCode(await owner.get('/console/members?q=abc&by=email'), 400, 'validation_error', 'by');
    expectCode(await owner.get('/console/members?q=%20%20'), 400, 'validation_error', 'q');
    expectCode(await owner.get('/console/members'), 400, 'validation_error', 'q');
    expectCode(await owner.get(`/console/members?q=${'a'.repeat(65)}`), 400, 'validation_error', 'q');
    expectCode(await owner.get('/console/members?q=ab%00c'), 400, 'validation_error', 'q');
  });

  it("shows only the operator's merchant; a platform operator sees every merchant", async () => {
    await createMember(app(), { username: 'elsewhere1' }, { 'x-merchant-code': 'other' });
    await createMember(app(), { username: 'elsewhere2' });
    const demo = (await owner.get('/console/members?q=elsewhere')).json().value.list;
    expect(demo.map((member: { merchantCode: string }) => member.merchantCode)).toEqual(['demo']);
    const platform = await operatorSession(app(), 'auditor', null);
    const all = (await platform.get('/console/members?q=elsewhere')).json().value.list;
    expect(all.map((member: { merchantCode: string }) => member.merchantCode)).toEqual(['demo', 'other']);
  });
});

describe('getConsoleMember', () => {
  it("answers the member's file with wallet ledger, open sessions, notes and linked accounts", async () => {
    const member = await demoMember('file', { mobileNum: '3001112223', countryDialingCode: '92' });
    const twin = await demoMember('twin', { mobileNum: '3001112223', countryDialingCode: '44' });
    const address = freshIp();
    await login(app(), member.username, PASSWORD, { remoteAddress: address });
    await login(app(), twin.username, PASSWORD, { remoteAddress: address });
    await creditMember(app(), member.username, 30);
    await owner.write('POST', `/console/members/${member.id}/notes`, { text: 'Called about a deposit.' });

    const response = await owner.get(`/console/members/${member.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().value;
    expect(file.profile).toMatchObject({ id: member.id, username: member.username, balance: 30 });
    expect(file.lock).toEqual({ locked: false, lockedAt: null, lockedBy: null, reason: null });
    expect(file.ledger).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 30, balanceAfter: 30 }),
    ]);
    expect(file.sessions).toEqual([expect.objectContaining({ ip: address })]);
    expect(file.notes).toEqual([expect.objectContaining({ text: 'Called about a deposit.' })]);
    expect([file.bets, file.deposits, file.withdrawals]).toEqual([[], [], []]);
    const link = file.linkedAccounts.find((account: { id: string }) => account.id === twin.id);
    expect(link.shared).toEqual(
      expect.arrayContaining([
        { kind: 'mobile', value: '3001112223' },
        { kind: 'loginIp', value: address },
        { kind: 'device', value: expect.any(String) },
      ]),
    );
  });

  it("answers 404 for another merchant's member and for an unknown id, 400 for a malformed id", async () => {
    const other = await createMember(app(), { username: 'faraway1' }, { 'x-merchant-code': 'other' });
    expectCode(await owner.get(`/console/members/${other.id}`), 404, 'not_found');
    expectCode(await owner.get('/console/members/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectCode(await owner.get('/console/members/not-an-id'), 400, 'validation_error', 'id');
    expectCode(
      await owner.write('PUT', `/console/members/${other.id}/lock`, { locked: true, reason: REASON }),
      404,
      'not_found',
    );
  });
});

describe('setConsoleMemberLock', () => {
  it('locking ends the open session and refuses login with user_disabled; unlocking lets the member in again', async () => {
    const member = await demoMember('locked');
    const grant = await login(app(), member.username, PASSWORD, { remoteAddress: freshIp() });
    const me = () => app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(grant.token) });
    expect((await me()).statusCode).toBe(200);

    const locked = await owner.write('PUT', `/console/members/${member.id}/lock`, {
      locked: true,
      reason: REASON,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({ locked: true, lockedBy: expect.any(String), reason: REASON });
    expectCode(await me(), 401, 'session_expired');
    expectCode(
      await loginRequest(app(), member.username, PASSWORD, { remoteAddress: freshIp() }),
      403,
      'user_disabled',
    );
    const file = (await owner.get(`/console/members/${member.id}`)).json().value;
    expect([file.lock.locked, file.sessions]).toEqual([true, []]);

    expectCode(
      await owner.write('PUT', `/console/members/${member.id}/lock`, { locked: true, reason: REASON }),
      409,
      'member_already_locked',
      'locked',
    );
    const unlocked = await owner.write('PUT', `/console/members/${member.id}/lock`, {
      locked: false,
      reason: 'resolved',
    });
    expect(unlocked.json().value).toEqual({ locked: false, lockedAt: null, lockedBy: null, reason: null });
    expect(
      (await loginRequest(app(), member.username, PASSWORD, { remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
    expectCode(
      await owner.write('PUT', `/console/members/${member.id}/lock`, { locked: false, reason: 'again' }),
      409,
      'member_not_locked',
      'locked',
    );

    const [unlockEvent, lockEvent] = [
      (await auditOf(owner, 'member.unlocked')).find((event) => event.target === member.id),
      (await auditOf(owner, 'member.locked')).find((event) => event.target === member.id),
    ];
    expect(lockEvent).toMatchObject({
      reason: REASON,
      before: { locked: false },
      after: { locked: true, endedSessions: 1 },
    });
    expect(unlockEvent).toMatchObject({
      reason: 'resolved',
      before: { locked: true },
      after: { locked: false },
    });
  });

  it('of two concurrent locks exactly one wins', async () => {
    const member = await demoMember('race');
    const lock = () =>
      owner.write('PUT', `/console/members/${member.id}/lock`, { locked: true, reason: REASON });
    const answers = await Promise.all([lock(), lock()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 400 with the field for a missing or too long reason, and changes nothing', async () => {
    const member = await demoMember('reasonless');
    expectCode(
      await owner.write('PUT', `/console/members/${member.id}/lock`, { locked: true }),
      400,
      'validation_error',
      'reason',
    );
    expectCode(
      await owner.write('PUT', `/console/members/${member.id}/lock`, {
        locked: true,
        reason: 'x'.repeat(501),
      }),
      400,
      'validation_error',
      'reason',
    );
    expectCode(
      await owner.write('PUT', `/console/members/${member.id}/lock`, { locked: true, reason: 'a\u0000b' }),
      400,
      'validation_error',
      'reason',
    );
    expect((await owner.get(`/console/members/${member.id}`)).json().value.lock.locked).toBe(false);
  });
});

describe('endConsoleMemberSessions', () => {
  it("ends the member's sessions, answers how many, and is audited with the reason", async () => {
    const member = await demoMember('ended');
    const first = await login(app(), member.username, PASSWORD, { remoteAddress: freshIp() });
    await login(app(), member.username, PASSWORD, { remoteAddress: freshIp(), remember: true });
    const response = await owner.write('POST', `/console/members/${member.id}/end-sessions`, {
      reason: REASON,
    });
    expect(response.json().value).toEqual({ ended: 2 });
    expectCode(
      await app().inject({ method: 'GET', url: api('/members/me'), headers: bearer(first.token) }),
      401,
      'session_expired',
    );
    // The member can log in again: ending sessions is not a lock.
    expect(
      (await loginRequest(app(), member.username, PASSWORD, { remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
    const event = (await auditOf(owner, 'member.sessions_ended')).find((entry) => entry.target === member.id);
    expect(event).toMatchObject({ reason: REASON, before: { openSessions: 2 }, after: { openSessions: 0 } });
    expectCode(
      await owner.write('POST', `/console/members/${member.id}/end-sessions`, {}),
      400,
      'validation_error',
      'reason',
    );
  });
});

describe('addConsoleMemberNote', () => {
  it('adds a note with its author, audited; refuses empty, too long and control-character text', async () => {
    const member = await demoMember('noted');
    const response = await owner.write('POST', `/console/members/${member.id}/notes`, {
      text: 'Line one\nline two',
    });
    expect(response.json().value).toMatchObject({
      text: 'Line one\nline two',
      operatorUsername: expect.stringMatching(/^opowner/),
    });
    const event = (await auditOf(owner, 'member.note_added')).find((entry) => entry.target === member.id);
    expect(event?.after).toMatchObject({ text: 'Line one\nline two' });
    for (const text of ['  ', 'x'.repeat(2001), 'bad\u0000note'])
      expectCode(
        await owner.write('POST', `/console/members/${member.id}/notes`, { text }),
        400,
        'validation_error',
        'text',
      );
    expect((await owner.get(`/console/members/${member.id}`)).json().value.notes).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('a role without the permission gets 403, the refusal is audited, and nothing changes', async () => {
    const member = await demoMember('guarded');
    const auditor = await operatorSession(app(), 'auditor');
    expect((await auditor.get(`/console/members/${member.id}`)).statusCode).toBe(200);
    expectCode(
      await auditor.write('PUT', `/console/members/${member.id}/lock`, { locked: true, reason: REASON }),
      403,
      'forbidden',
    );
    expectCode(
      await auditor.write('POST', `/console/members/${member.id}/end-sessions`, { reason: REASON }),
      403,
      'forbidden',
    );
    expectCode(
      await auditor.write('POST', `/console/members/${member.id}/notes`, { text: 'hi' }),
      403,
      'forbidden',
    );
    const content = await operatorSession(app(), 'content');
    expectCode(await content.get('/console/members?q=guarded'), 403, 'forbidden');
    const refused = (
      await owner.get(`/console/audit-events?operatorId=${auditor.operatorId}&action=permission.refused`)
    )
      .json()
      .value.list.map((event: { target: string }) => event.target);
    expect(refused.sort()).toEqual([
      'addConsoleMemberNote',
      'endConsoleMemberSessions',
      'setConsoleMemberLock',
    ]);
    expect((await owner.get(`/console/members/${member.id}`)).json().value.lock.locked).toBe(false);
    // support may act on members.
    const support = await operatorSession(app(), 'support');
    expect(
      (await support.write('POST', `/console/members/${member.id}/notes`, { text: 'ok' })).statusCode,
    ).toBe(200);
  });
});

describe('console roles against the member operations', () => {
  const OPERATIONS: Record<
    string,
    (caller: ConsoleCaller, memberId: string) => Promise<LightMyRequestResponse>
  > = {
    listConsoleMembers: (caller) => caller.get('/console/members?q=matrix'),
    getConsoleMember: (caller, id) => caller.get(`/console/members/${id}`),
    setConsoleMemberLock: (caller, id) =>
      caller.write('PUT', `/console/members/${id}/lock`, { locked: true, reason: REASON }),
    endConsoleMemberSessions: (caller, id) =>
      caller.write('POST', `/console/members/${id}/end-sessions`, { reason: REASON }),
    addConsoleMemberNote: (caller, id) =>
      caller.write('POST', `/console/members/${id}/notes`, { text: 'matrix' }),
  };
  for (const role of CONSOLE_ROLES) {
    it(`${role}: allowed operations answer 200, the others 403 forbidden`, async () => {
      const caller = await operatorSession(app(), role);
      const member = await demoMember('matrix');
      for (const [operation, call] of Object.entries(OPERATIONS)) {
        const response = await call(caller, member.id);
        if (roleAllows(role, operation as ConsolePermission))
          expect(response.statusCode, `${role} ${operation} ${response.body}`).toBe(200);
        else expectCode(response, 403, 'forbidden');
      }
    });
  }
});
