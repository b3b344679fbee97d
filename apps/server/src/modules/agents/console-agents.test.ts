import type { ConsoleContractRequest } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo } from '../../test/generated-data.ts';
import { insertMember } from '../../test/generated-play.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import { offerContract } from './contract-requests.ts';

const app = useTestApp();
const GOOD_PLAN = {
  basis: 'turnover',
  tiers: [
    { threshold: 0, rate: 5 },
    { threshold: 1000, rate: 12.5 },
  ],
};

async function offer(agent: MemberSession, kind: 'salary' | 'dividend' | 'hourly' = 'salary') {
  return offerContract(app().db, { memberId: agent.id, kind, offeredBy: 'upline', now: new Date() });
}

const review = (caller: ConsoleCaller, id: string, body: object, csrf = true) =>
  caller.write('POST', `/console/agents/contract-requests/${id}/review`, body, csrf);

const listed = async (caller: ConsoleCaller, query: string): Promise<ConsoleContractRequest[]> => {
  const response = await caller.get(`/console/agents/contract-requests?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
};

describe('console agent contract requests', () => {
  it('lists requests with filters, in the merchant only', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const salary = await offer(agent);
    const hourly = await offer(agent, 'hourly');
    const support = await operatorSession(app(), 'support');
    const mine = await listed(support, `agent=${agent.username}`);
    expect(mine.map((request) => request.id).sort()).toEqual([salary, hourly].sort());
    expect(mine.find((request) => request.id === salary)).toMatchObject({
      kind: 'salary',
      status: 'pending',
      agentUsername: agent.username,
      merchantCode: 'demo',
      plan: { basis: 'turnover' },
    });
    expect((await listed(support, `agent=${agent.username}&kind=hourly`)).map((r) => r.id)).toEqual([hourly]);
    expect(await listed(support, `agent=${agent.id}&status=approved`)).toEqual([]);
    const bad = await support.get('/console/agents/contract-requests?status=maybe');
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'status']);

    await addMerchantLikeDemo(app(), 'other1');
    const stranger = await operatorSession(app(), 'owner', 'other1');
    expect(await listed(stranger, `agent=${agent.username}`)).toEqual([]);
    const foreign = await review(stranger, salary, { approve: true });
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.get(`/console/agents/${agent.id}`)).statusCode).toBe(404);
    const platform = await operatorSession(app(), 'auditor', null);
    expect(await listed(platform, `agent=${agent.username}`)).toHaveLength(2);
  });

  it('approves once with changed tiers, audited with before, after and reason; a second decision is 409', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const id = await offer(agent);
    const finance = await operatorSession(app(), 'finance');
    const approved = await review(finance, id, { approve: true, plan: GOOD_PLAN, reason: 'Top agent' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', plan: GOOD_PLAN, rejectReason: null });
    for (const body of [{ approve: true }, { approve: false, reason: 'late' }]) {
      const again = await review(finance, id, body);
      expect([again.statusCode, again.json().code]).toEqual([409, 'contract_request_decided']);
    }
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get(`/console/audit-events?action=agent_contract.approved`)).json().value
      .list;
    const event = events.find((candidate: { target: string }) => candidate.target === id);
    expect(event).toMatchObject({ reason: 'Top agent' });
    expect(event.before).toMatchObject({ status: 'pending' });
    expect(event.after).toMatchObject({ status: 'approved', plan: GOOD_PLAN });

    // A later approved salary contract ends this one.
    const next = await offer(agent);
    expect((await review(finance, next, { approve: true })).statusCode).toBe(200);
    const terms = await finance.get(`/console/agents/${agent.id}`);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().value.contracts.find((c: ConsoleContractRequest) => c.kind === 'salary').id).toBe(
      next,
    );
    expect((await listed(finance, `agent=${agent.username}&status=superseded`)).map((r) => r.id)).toEqual([
      id,
    ]);
  });

  it('two operators deciding at once: one wins, the other gets 409', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const id = await offer(agent, 'dividend');
    const [a, b] = [await operatorSession(app(), 'finance'), await operatorSession(app(), 'admin')];
    const answers = await Promise.all([
      review(a, id, { approve: true }),
      review(b, id, { approve: false, reason: 'No' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejects with a reason; bad input is 400 naming the field and changes nothing', async () => {
    const agent = await memberSession(app(), { type: 1 });
    const id = await offer(agent, 'dividend');
    const finance = await operatorSession(app(), 'finance');
    const cases: [object, string][] = [
      [{ approve: false }, 'reason'],
      [{ approve: false, reason: 'bad\u0000' }, 'reason'],
      [{ approve: 'yes' }, 'approve'],
      [{ approve: true, plan: { basis: 'profit', tiers: GOOD_PLAN.tiers } }, 'plan.basis'],
      [{ approve: true, plan: { basis: 'turnover', tiers: [] } }, 'plan.tiers'],
      [
        {
          approve: true,
          plan: {
            basis: 'netLoss',
            tiers: [
              { threshold: 500, rate: 5 },
              { threshold: 500, rate: 9 },
            ],
          },
        },
        'plan.tiers.1.threshold',
      ],
      [
        { approve: true, plan: { basis: 'netLoss', tiers: [{ threshold: 0, rate: -1 }] } },
        'plan.tiers.0.rate',
      ],
      [
        { approve: true, plan: { basis: 'netLoss', tiers: [{ threshold: -5, rate: 1 }] } },
        'plan.tiers.0.threshold',
      ],
      // A dividend is a percent of the net loss.
      [
        { approve: true, plan: { basis: 'netLoss', tiers: [{ threshold: 0, rate: 120 }] } },
        'plan.tiers.0.rate',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await review(finance, id, body);
      expect([response.statusCode, response.json().value?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    const notAnId = await review(finance, 'nope', { approve: true });
    expect([notAnId.statusCode, notAnId.json().value.field]).toEqual([400, 'id']);
    const noCsrf = await review(finance, id, { approve: true }, false);
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
    expect((await listed(finance, `agent=${agent.username}`))[0]?.status).toBe('pending');

    const rejected = await review(finance, id, { approve: false, reason: 'Downline too small' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'Downline too small' });
    // The agent no longer sees a prompt for it.
    expect((await agent.get('/agents/contract-requests')).json().value.divtypecompperiodreq).toBe('');
  });

  it('an accepted request waits for an operator; read roles read, only deciding roles decide', async () => {
    const agent = await memberSession(app(), { type: 2 });
    const id = await offer(agent, 'hourly');
    expect((await agent.post('/agents/contracts/hourly', { decision: 'accept' })).statusCode).toBe(200);
    const auditor = await operatorSession(app(), 'auditor');
    expect((await listed(auditor, `agent=${agent.username}&status=accepted`)).map((r) => r.id)).toEqual([id]);
    expect((await review(auditor, id, { approve: true })).statusCode).toBe(403);
    const content = await operatorSession(app(), 'content');
    expect((await content.get('/console/agents/contract-requests')).statusCode).toBe(403);
    const admin = await operatorSession(app(), 'admin');
    expect((await review(admin, id, { approve: true })).json().value.status).toBe('approved');
  });

  it('shows an agent with its direct downline; a non-agent is 404', async () => {
    const agent = await memberSession(app(), { type: 1 });
    for (const username of ['down1x', 'down2x'])
      expect(
        (
          await agent.post('/agents/downlines', {
            username,
            password: 'Long-Pass-123',
            confirmPassword: 'Long-Pass-123',
            type: 0,
          })
        ).statusCode,
      ).toBe(200);
    const support = await operatorSession(app(), 'support');
    const shown = await support.get(`/console/agents/${agent.id}`);
    expect(shown.json().value).toMatchObject({ username: agent.username, downlineCount: 2, contracts: [] });
    expect(
      shown
        .json()
        .value.downline.map((member: { username: string }) => member.username)
        .sort(),
    ).toEqual(['down1x', 'down2x']);
    const member = await memberSession(app(), { type: 0 });
    expect((await support.get(`/console/agents/${member.id}`)).statusCode).toBe(404);
  });

  it("pages an agent's downline, 50 a page, with each sub-agent's own downline count", async () => {
    const agent = await memberSession(app(), { type: 1 });
    const start = Date.parse('2026-01-01T00:00:00Z');
    const joined: string[] = [];
    for (let i = 0; i < 52; i++)
      joined.push(await insertMember(app(), 'demo', start + i * 60_000, { referrerId: agent.id }));
    const subAgent = joined[51] as string;
    await app().db.update(members).set({ type: 2 }).where(eq(members.id, subAgent));
    for (let i = 0; i < 3; i++) await insertMember(app(), 'demo', start, { referrerId: subAgent });

    const support = await operatorSession(app(), 'support');
    const first = (await support.get(`/console/agents/${agent.id}`)).json().value;
    expect(first).toMatchObject({ downlineCount: 52, downlinePage: 1, downlineHasMore: true });
    expect(first.downline).toHaveLength(50);
    expect(first.downline[0]).toMatchObject({ id: subAgent, type: 2, downlineCount: 3 });
    expect(first.downline[1]).toMatchObject({ id: joined[50], downlineCount: 0 });
    const second = (await support.get(`/console/agents/${agent.id}?downlinePage=2`)).json().value;
    expect(second).toMatchObject({ downlineCount: 52, downlinePage: 2, downlineHasMore: false });
    expect(second.downline.map((member: { id: string }) => member.id)).toEqual([joined[1], joined[0]]);

    // The sub-agent's own downline is one more read.
    const sub = (await support.get(`/console/agents/${subAgent}`)).json().value;
    expect([sub.downlineCount, sub.downline.length, sub.downlineHasMore]).toEqual([3, 3, false]);
    for (const query of ['downlinePage=0', 'downlinePage=x', 'downlinePage=1%00']) {
      const bad = await support.get(`/console/agents/${agent.id}?${query}`);
      expect([bad.statusCode, bad.json().value.field], query).toEqual([400, 'downlinePage']);
    }
  });

  it('holding: reason required, unknown payout 404', async () => {
    const finance = await operatorSession(app(), 'finance');
    const id = '00000000-0000-4000-8000-000000000000';
    const noReason = await finance.write('POST', `/console/agents/payouts/${id}/hold`, { hold: true });
    expect([noReason.statusCode, noReason.json().value.field]).toEqual([400, 'reason']);
    const unknown = await finance.write('POST', `/console/agents/payouts/${id}/hold`, {
      hold: true,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await finance.get('/console/agents/payouts?status=lost');
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'status']);
  });
});
