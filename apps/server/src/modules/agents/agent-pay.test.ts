import type { AgentStatement, ConsoleAgentPayout, ContractKind, ContractPlan } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, TestClock } from '../../test/accounts.ts';
import { createSiblingApp, useTestApp } from '../../test/app.ts';
import { addMerchantLikeDemo, random } from '../../test/generated-data.ts';
import { DAY, HOUR, insertEntry, insertMember, karachiStart } from '../../test/generated-play.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import { findMemberById } from '../members/index.ts';
import { runAgentPay } from './agent-pay-job.ts';
import { offerContract } from './contract-requests.ts';

/** Monday 2026-05-04 in Karachi (UTC+5, no daylight saving): days, hours and weeks start on the clock. */
const FIRST = '2026-05-04';
const clock = new TestClock(karachiStart(FIRST));
const app = useTestApp({ clock });
const moveTo = (time: number) => clock.advance(time - clock.now());
let sibling: FastifyInstance;
let agent: MemberSession;
let finance: ConsoleCaller;
const entries: { memberId: string; kind: string; amountMinor: number; at: number }[] = [];
let downline: Set<string>;

const PLANS: Record<ContractKind, ContractPlan> = {
  salary: {
    basis: 'turnover',
    tiers: [
      { threshold: 100, rate: 10 },
      { threshold: 400, rate: 35.5 },
      { threshold: 900, rate: 80 },
    ],
  },
  dividend: {
    basis: 'netLoss',
    tiers: [
      { threshold: 0, rate: 10 },
      { threshold: 300, rate: 17.5 },
    ],
  },
  hourly: {
    basis: 'turnover',
    tiers: [
      { threshold: 20, rate: 1.25 },
      { threshold: 120, rate: 4 },
    ],
  },
};

const rows = async (query: ReturnType<typeof sql>) =>
  ((await app().db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Karachi wall-clock period of an instant, written as the statement writes it. */
function periodOf(kind: ContractKind, at: number): string {
  const local = new Date(at + 5 * HOUR).toISOString();
  if (kind === 'hourly') return local.slice(0, 13);
  if (kind === 'salary') return local.slice(0, 10);
  const day = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
const PERIOD_MS: Record<ContractKind, number> = { salary: DAY, dividend: 7 * DAY, hourly: HOUR };
const periodStartOf = (kind: ContractKind, period: string) =>
  Date.parse(`${kind === 'hourly' ? `${period}:00:00` : `${period}T00:00:00`}+05:00`);

/** The pay the statement should show, computed here from the generated entries alone. */
function expectedPay(settledBy: number) {
  const expected = new Map<
    string,
    { turnover: number; netLoss: number; tier: number | null; amount: number }
  >();
  for (const kind of ['salary', 'dividend', 'hourly'] as const) {
    const sums = new Map<string, { turnover: number; wins: number }>();
    for (const entry of entries) {
      if (!downline.has(entry.memberId)) continue;
      const period = periodOf(kind, entry.at);
      if (periodStartOf(kind, period) + PERIOD_MS[kind] > settledBy) continue;
      const sum = sums.get(period) ?? { turnover: 0, wins: 0 };
      if (entry.kind === 'bet') sum.turnover -= entry.amountMinor;
      if (entry.kind === 'refund') sum.turnover -= entry.amountMinor;
      if (entry.kind === 'win') sum.wins += entry.amountMinor;
      sums.set(period, sum);
    }
    for (const [period, { turnover, wins }] of sums) {
      const netLoss = turnover - wins;
      const plan = PLANS[kind];
      const measure = plan.basis === 'turnover' ? turnover : netLoss;
      let tier: number | null = null;
      plan.tiers.forEach((candidate, index) => {
        if (measure > 0 && measure >= candidate.threshold * 100) tier = index + 1;
      });
      const rate = tier === null ? 0 : (plan.tiers[(tier as number) - 1]?.rate ?? 0);
      const amount =
        tier === null
          ? 0
          : kind === 'dividend'
            ? Math.floor((Math.max(0, netLoss) * rate) / 100)
            : rate * 100;
      expected.set(`${kind} ${period}`, { turnover, netLoss, tier, amount });
    }
  }
  return expected;
}

async function generate(seed: number) {
  const next = random(seed);
  const pick = (count: number) => Math.floor(next() * count);
  const start = karachiStart(FIRST);
  const members: string[] = [];
  for (let i = 0; i < 5; i++) members.push(await insertMember(app(), 'agp', start, { referrerId: agent.id }));
  // Referred but a trial account, and a member of nobody: neither counts.
  const trial = await insertMember(app(), 'agp', start, { referrerId: agent.id, type: 4 });
  const stranger = await insertMember(app(), 'agp', start);
  downline = new Set(members);
  const everyone = [...members, members[0] as string, trial, stranger];
  for (let i = 0; i < 400; i++) {
    // Often close to a period's edge (a whole hour), else anywhere in 8 days.
    const at =
      next() < 0.3
        ? start + (1 + pick(8 * 24 - 1)) * HOUR + (pick(4) - 2) * 60_000 + 1
        : start + pick(8 * DAY);
    const memberId = everyone[pick(everyone.length)] as string;
    const roll = next();
    const kind = roll < 0.6 ? 'bet' : roll < 0.92 ? 'win' : 'refund';
    const amountMinor = (kind === 'bet' ? -1 : 1) * (100 + pick(40_000));
    entries.push({ memberId, kind, amountMinor, at });
    await insertEntry(app(), { memberId, kind, reference: `gen-${seed}-${i}`, amountMinor, at });
  }
}

/** A fresh session of the agent (time moves on past session lifetimes in this test). */
async function agentGet(path: string) {
  const member = await findMemberById(app().db, agent.id);
  if (!member) throw new Error('no agent');
  const { token } = await app().sessions.start(member, { ip: '127.0.0.1', userAgent: 'test' }, false);
  return app().inject({
    method: 'GET',
    url: api(path),
    headers: { 'x-merchant-code': 'agp', ...bearer(token) },
  });
}

const payouts = async (query = ''): Promise<ConsoleAgentPayout[]> => {
  const list: ConsoleAgentPayout[] = [];
  for (let page = 1; ; page++) {
    const response = await finance.get(
      `/console/agents/payouts?agent=${agent.username}&page=${page}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    list.push(...response.json().value.list);
    if (!response.json().value.hasMore) return list;
  }
};

beforeAll(async () => {
  await addMerchantLikeDemo(app(), 'agp');
  agent = await memberSession(app(), { type: 1, merchant: 'agp' });
  finance = await operatorSession(app(), 'finance', 'agp');
  for (const kind of ['salary', 'dividend', 'hourly'] as const) {
    const id = await offerContract(app().db, {
      memberId: agent.id,
      kind,
      offeredBy: 'upline',
      plan: PLANS[kind],
      now: new Date(clock.now()),
    });
    const approved = await finance.write('POST', `/console/agents/contract-requests/${id}/review`, {
      approve: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  await generate(11);
  sibling = await createSiblingApp(app());
});
afterAll(async () => {
  await sibling?.close();
});

describe('agent contract pay', () => {
  it('computes nothing before a period has settled', async () => {
    moveTo(karachiStart(FIRST) + HOUR + 5 * 60_000);
    expect(await runAgentPay(app())).toEqual({ computed: 0, paid: 0 });
  });

  it('two runners compute each settled period once, equal to an independent computation', async () => {
    moveTo(karachiStart('2026-05-12') + 20 * 60_000);
    finance = await operatorSession(app(), 'finance', 'agp');
    const runs = await Promise.all([runAgentPay(app()), runAgentPay(sibling)]);
    const expected = expectedPay(clock.now() - 15 * 60_000);
    expect(runs[0].computed + runs[1].computed).toBe(expected.size);
    expect(runs[0].paid + runs[1].paid).toBe(0);
    const listed = await payouts();
    expect(listed).toHaveLength(expected.size);
    for (const payout of listed) {
      const key = `${payout.kind} ${payout.period}`;
      const want = expected.get(key);
      expect(want, key).toBeDefined();
      expect([payout.turnover, payout.netLoss, payout.tier, payout.amount, payout.status], key).toEqual([
        (want?.turnover ?? 0) / 100,
        (want?.netLoss ?? 0) / 100,
        want?.tier,
        (want?.amount ?? 0) / 100,
        (want?.amount ?? 0) > 0 ? 'due' : 'none',
      ]);
    }
    // The data reach every kind and more than one tier.
    expect(new Set(listed.map((payout) => payout.kind))).toEqual(new Set(['salary', 'dividend', 'hourly']));
    expect(new Set(listed.map((payout) => payout.tier)).size).toBeGreaterThan(2);
    expect(await runAgentPay(sibling)).toEqual({ computed: 0, paid: 0 });
  });

  it('pays each due payout once through the ledger after the hold window, except a held one', async () => {
    const due = await payouts('&status=due');
    const held = due[0] as ConsoleAgentPayout;
    const hold = await finance.write('POST', `/console/agents/payouts/${held.id}/hold`, {
      hold: true,
      reason: 'Checking the downline for bonus abuse',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().value).toMatchObject({
      status: 'held',
      holdReason: 'Checking the downline for bonus abuse',
    });
    const again = await finance.write('POST', `/console/agents/payouts/${held.id}/hold`, {
      hold: true,
      reason: 'again',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'agent_payout_moved_on']);

    clock.advance(31 * 60_000);
    finance = await operatorSession(app(), 'finance', 'agp');
    const runs = await Promise.all([runAgentPay(app()), runAgentPay(sibling)]);
    expect(runs[0].paid + runs[1].paid).toBe(due.length - 1);
    const paidRows = await rows(
      sql`select l.reference, l.amount_minor, l.kind from ledger_entries l where l.member_id = ${agent.id}`,
    );
    expect(paidRows).toHaveLength(due.length - 1);
    const byId = new Map(due.map((payout) => [payout.id, payout]));
    const ledgerKind = { salary: 'salary', dividend: 'dividend', hourly: 'hourly_salary' };
    for (const row of paidRows) {
      const payout = byId.get(String(row.reference));
      expect(payout, String(row.reference)).toBeDefined();
      expect(Number(row.amount_minor)).toBe(Math.round((payout?.amount ?? 0) * 100));
      expect(row.kind).toBe(ledgerKind[payout?.kind ?? 'salary']);
    }
    const [wallet] = await rows(sql`select balance_minor from wallets where member_id = ${agent.id}`);
    const total = due
      .filter((payout) => payout.id !== held.id)
      .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    expect(Number(wallet?.balance_minor)).toBe(total);
    expect((await payouts(`&status=held`)).map((payout) => payout.id)).toEqual([held.id]);

    // Released, it is paid at the next pass, once.
    const release = await finance.write('POST', `/console/agents/payouts/${held.id}/hold`, {
      hold: false,
      reason: 'Checked',
    });
    expect(release.json().value.status).toBe('due');
    const afterRelease = await Promise.all([runAgentPay(app()), runAgentPay(sibling)]);
    expect(afterRelease[0].paid + afterRelease[1].paid).toBe(1);
    const paidHold = await finance.write('POST', `/console/agents/payouts/${held.id}/hold`, {
      hold: true,
      reason: 'late',
    });
    expect(paidHold.statusCode).toBe(409);
  });

  it('the agent reads its statement per period; others may not', async () => {
    const response = await agentGet('/agents/statements?kind=dividend');
    expect(response.statusCode, response.body).toBe(200);
    const list: AgentStatement[] = response.json().value.list;
    expect(list.map((line) => line.period)).toEqual(['2026-05-04']);
    expect(list[0]).toMatchObject({
      kind: 'dividend',
      basis: 'netLoss',
      status: expect.stringMatching(/paid|none/),
    });
    const member = await memberSession(app(), { type: 0, merchant: 'agp' });
    expect((await member.get('/agents/statements')).statusCode).toBe(403);
    const bad = await agentGet('/agents/statements?kind=bonus');
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'kind']);
  });
});
