import { describe, expect, it } from 'vitest';
import { api, freshIp, login } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';

const app = useTestApp({ limits: { downlinesPerAgent: { limit: 4, windowSeconds: 3600 } } });

const NONE = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };

async function offer(
  username: string,
  kind: string,
  extra: object = {},
  headers: Record<string, string> = {},
) {
  const response = await app().inject({
    method: 'POST',
    url: api('/test/agent-contract-requests'),
    payload: { username, kind, ...extra },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.requestId as string;
}

const requests = async (member: MemberSession) => {
  const response = await member.get('/agents/contract-requests');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe('agent contract requests', () => {
  it('answers each spec field non-empty while a request of its kind is pending', async () => {
    const agent = await memberSession(app(), { type: 1 });
    expect(await requests(agent)).toEqual(NONE);
    const dividend = await offer(agent.username, 'dividend');
    expect(await requests(agent)).toEqual({ ...NONE, divtypecompperiodreq: dividend });
    const salary = await offer(agent.username, 'salary');
    const hourly = await offer(agent.username, 'hourly');
    expect(await requests(agent)).toEqual({
      dailysalreqtype: salary,
      divtypecompperiodreq: dividend,
      contracthoursalreq: hourly,
    });

    const accepted = await agent.post('/agents/contracts/dividend', { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({
      kind: 'dividend',
      requestId: dividend,
      status: 'accepted',
    });
    expect(accepted.json().value.respondedAt).not.toBeNull();
    const declined = await agent.post('/agents/contracts/hourly', { decision: 'decline' });
    expect(declined.json().value.status).toBe('declined');
    expect(await requests(agent)).toEqual({ ...NONE, dailysalreqtype: salary });
  });

  it('shows the offered terms, and answers only while pending (409 contract_not_pending)', async () => {
    const agent = await memberSession(app(), { type: 2 });
    const terms = [{ termCode: 'dailySalary', value: 120.5, unit: 'amount' }];
    const requestId = await offer(agent.username, 'salary', { terms });
    const contract = await agent.get('/agents/contracts/salary');
    expect(contract.statusCode, contract.body).toBe(200);
    expect(contract.json().value).toMatchObject({
      kind: 'salary',
      requestId,
      status: 'pending',
      offeredBy: 'upline',
      respondedAt: null,
      terms,
    });
    expect((await agent.post('/agents/contracts/salary', { decision: 'decline' })).statusCode).toBe(200);
    for (const decision of ['accept', 'decline']) {
      const again = await agent.post('/agents/contracts/salary', { decision });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('contract_not_pending');
    }
    // The answered contract stays visible.
    expect((await agent.get('/agents/contracts/salary')).json().value.status).toBe('declined');
    const none = await agent.post('/agents/contracts/hourly', { decision: 'accept' });
    expect(none.statusCode).toBe(409);
    expect((await agent.get('/agents/contracts/hourly')).statusCode).toBe(404);
  });

  it('refuses bad kinds and decisions', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const kind = await agent.get('/agents/contracts/bonus');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'validation_error', value: { field: 'kind' } });
    const decision = await agent.post('/agents/contracts/salary', { decision: 'maybe' });
    expect(decision.statusCode).toBe(400);
    expect(decision.json().value.field).toBe('decision');
    const facility = await app().inject({
      method: 'POST',
      url: api('/test/agent-contract-requests'),
      payload: { username: agent.username, kind: 'bonus' },
    });
    expect(facility.statusCode).toBe(400);
  });

  it('answers all fields empty for types 4, 40, 41, 42 and when AGENTPOLICY3 is off', async () => {
    for (const type of [4, 40, 41, 42]) {
      const member = await memberSession(app(), { type });
      await offer(member.username, 'dividend');
      expect(await requests(member), String(type)).toEqual(NONE);
    }
    await putMerchant(app(), 'nopolicy', {
      domains: ['nopolicy.test'],
      config: { whitelabel: { AGENTPOLICY3: false } },
    });
    const agent = await memberSession(app(), { type: 1, merchant: 'nopolicy' });
    await offer(agent.username, 'salary', {}, { 'x-merchant-code': 'nopolicy' });
    expect(await requests(agent)).toEqual(NONE);
    const anonymous = await app().inject({ method: 'GET', url: api('/agents/contract-requests') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('in_logged_login');
  });

  it('keeps contracts and downlines to agents (403 agent_only)', async () => {
    const calls = [
      { method: 'GET', url: '/agents/contracts/dividend' },
      { method: 'POST', url: '/agents/contracts/dividend', payload: { decision: 'accept' } },
      { method: 'GET', url: '/agents/downlines' },
      {
        method: 'POST',
        url: '/agents/downlines',
        payload: {
          username: 'someone1',
          password: 'Long-Pass-123',
          confirmPassword: 'Long-Pass-123',
          type: 0,
        },
      },
    ] as const;
    for (const type of [0, 4, 40, 41, 42]) {
      const member = await memberSession(app(), { type });
      for (const call of calls) {
        const response = await member.inject({ ...call, url: api(call.url) });
        expect(response.statusCode, `${type} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().code).toBe('agent_only');
      }
    }
    for (const call of calls) {
      const response = await app().inject({ ...call, url: api(call.url) });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('downlines', () => {
  it('opens real accounts under the agent that can log in, and lists them', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const created = await agent.post('/agents/downlines', {
      username: 'downline_one',
      password: 'Downline-Pass-1',
      confirmPassword: 'Downline-Pass-1',
      type: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ account: 'downline_one', type: 0 });
    await agent.post('/agents/downlines', {
      username: 'downline_two',
      password: 'Downline-Pass-2',
      confirmPassword: 'Downline-Pass-2',
      type: 1,
    });
    const grant = await login(app(), 'downline_one', 'Downline-Pass-1', { remoteAddress: freshIp() });
    expect(grant.type).toBe(0);
    const list = (await agent.get('/agents/downlines')).json().value;
    expect(list.totalCount).toBe(2);
    expect(list.list.map((row: { account: string }) => row.account).sort()).toEqual([
      'downline_one',
      'downline_two',
    ]);
    const other = await memberSession(app(), { type: 1 });
    expect((await other.get('/agents/downlines')).json().value).toEqual({ list: [], totalCount: 0 });
  });

  it('refuses taken names, mismatched confirmations, weak passwords and bad input; then the rate limit', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const valid = {
      username: 'fresh_user',
      password: 'Fresh-Pass-99',
      confirmPassword: 'Fresh-Pass-99',
      type: 0,
    };
    const cases: [object, number, string, string][] = [
      [{ ...valid, username: agent.username.toUpperCase() }, 409, 'username_exists', 'username'],
      [{ ...valid, confirmPassword: 'Other-Pass-99' }, 400, 'in_confirmation_correct', 'confirmPassword'],
      [{ ...valid, password: 'short', confirmPassword: 'short' }, 400, 'password_too_short', 'password'],
      [{ ...valid, username: 'a b' }, 400, 'validation_error', 'username'],
      [{ ...valid, type: 4 }, 400, 'validation_error', 'type'],
    ];
    for (const [payload, status, code, field] of cases) {
      const response = await agent.post('/agents/downlines', payload);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ code, value: { field } });
    }
    expect((await agent.get('/agents/downlines')).json().value.totalCount).toBe(0);
    // Three refusals counted against the limit of 4 (schema failures are refused before it): one more passes.
    expect((await agent.post('/agents/downlines', valid)).statusCode).toBe(200);
    const limited = await agent.post('/agents/downlines', { ...valid, username: 'fresh_user2' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
