import { randomUUID } from 'node:crypto';
import { CONSOLE_ROLES, type DashboardFigures, WITHDRAWAL_STATUSES } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceAdjustments,
  deposits,
  ledgerEntries,
  members,
  merchants,
  withdrawals,
} from '../../db/schema.ts';
import { TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { operatorSession, signInDemoOperator } from '../../test/operators.ts';

// 2026-03-10 17:00 in Karachi (UTC+5, no daylight saving): the merchant's today is 2026-03-10.
const NOW = Date.parse('2026-03-10T12:00:00Z');
const clock = new TestClock(NOW);
const app = useTestApp({ clock });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Start of a Karachi day, written without AT TIME ZONE: midnight at UTC+5. */
const karachiStart = (day: string) => Date.parse(`${day}T00:00:00+05:00`);
const dayBefore = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY).toISOString().slice(0, 10);

const expectCode = (response: LightMyRequestResponse, status: number, code: string) =>
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function addMerchant(code: string) {
  const [demo] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!demo) throw new Error('no demo merchant');
  await app()
    .db.insert(merchants)
    .values({ ...demo, code, domains: [], isDefault: false, timezone: 'Asia/Karachi' });
}

let usernames = 0;
async function addMember(merchantCode: string, at: number, type = 0): Promise<string> {
  const id = randomUUID();
  const time = new Date(at);
  usernames += 1;
  await app()
    .db.insert(members)
    .values({
      id,
      merchantCode,
      username: `dash${usernames}`,
      type,
      affiliateCode: `DASH${usernames}`,
      createdAt: time,
      updatedAt: time,
    });
  return id;
}

async function addDeposit(memberId: string, amountMinor: number, at: number, status = 'confirmed') {
  await app()
    .db.insert(deposits)
    .values({
      id: randomUUID(),
      memberId,
      currency: 'USD',
      amountMinor,
      status,
      channelId: 'bank',
      createdAt: new Date(at - 60_000),
      confirmedAt: status === 'confirmed' ? new Date(at) : null,
    });
}

async function addWithdrawal(memberId: string, amountMinor: number, at: number, status: string) {
  await app()
    .db.insert(withdrawals)
    .values({
      id: randomUUID(),
      memberId,
      currency: 'USD',
      amountMinor,
      status,
      createdAt: new Date(at - HOUR),
      reviewedAt: status === 'pending_review' ? null : new Date(at),
    });
}

async function addEntry(memberId: string, kind: 'bet' | 'win' | 'refund', amountMinor: number, at: number) {
  await app()
    .db.insert(ledgerEntries)
    .values({
      memberId,
      kind,
      reference: randomUUID(),
      currency: 'USD',
      amountMinor,
      balanceAfterMinor: 0,
      createdAt: new Date(at),
    });
}

async function addAdjustment(memberId: string, status: string, merchantCode: string) {
  await app()
    .db.insert(balanceAdjustments)
    .values({
      id: randomUUID(),
      memberId,
      memberUsername: 'someone',
      merchantCode,
      direction: 'credit',
      amountMinor: 500_000,
      currency: 'USD',
      reason: 'goodwill',
      status,
      createdById: randomUUID(),
      createdByUsername: 'maker',
      createdAt: new Date(NOW - HOUR),
    });
}

/** Random members, money and play over 40 days before NOW, some on either side of Karachi's midnight. */
async function generate(merchantCode: string, seed: number) {
  const next = random(seed);
  const pick = (count: number) => Math.floor(next() * count);
  const before = (ms: number) => NOW - 1_000 - ms;
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const type = i % 15 === 0 ? 4 : i % 7 === 0 ? 1 : 0;
    ids.push(await addMember(merchantCode, before(pick(40 * DAY)), type));
  }
  for (const [index, member] of ids.slice(0, 7).entries())
    await addAdjustment(member, index % 3 === 0 ? 'applied' : 'pending_approval', merchantCode);
  for (let i = 0; i < 140; i++) {
    const member = ids[pick(ids.length)] as string;
    const at = before(pick(40 * DAY));
    const roll = next();
    if (roll < 0.15)
      await addDeposit(member, 100 + pick(50_000), at, ['confirmed', 'pending', 'failed'][pick(3)] as string);
    else if (roll < 0.25)
      await addWithdrawal(
        member,
        100 + pick(20_000),
        at,
        WITHDRAWAL_STATUSES[pick(WITHDRAWAL_STATUSES.length)] as string,
      );
    else {
      // Play close to a Karachi midnight (19:00 UTC) half of the time.
      const nearMidnight = next() < 0.5;
      const time = nearMidnight
        ? Math.min(before(0), Date.parse('2026-03-09T19:00:00Z') - pick(30) * DAY + (pick(5) - 2) * 60_000)
        : at;
      const stake = 100 + pick(10_000);
      await addEntry(member, 'bet', -stake, time);
      const outcome = next();
      if (outcome < 0.4) await addEntry(member, 'win', pick(3 * stake), time + 30_000);
      else if (outcome < 0.5) await addEntry(member, 'refund', stake, time + 30_000);
    }
  }
}

const figureSql = (merchantCode: string, start: number, end: number) => {
  const from = new Date(start).toISOString();
  const to = new Date(end).toISOString();
  const scoped = sql`select id from members where merchant_code = ${merchantCode} and type in (0, 1, 2)`;
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${from}::timestamptz and ${sql.raw(column)} < ${to}::timestamptz`;
  return sql`select
    (select count(*) from members where merchant_code = ${merchantCode} and type in (0, 1, 2) and ${inRange('created_at')}) as registrations,
    (select count(*) from deposits d where d.status = 'confirmed' and d.member_id in (${scoped}) and ${inRange('d.confirmed_at')}
       and d.confirmed_at = (select min(x.confirmed_at) from deposits x where x.member_id = d.member_id and x.status = 'confirmed')) as first_deposits,
    (select count(*) from deposits where status = 'confirmed' and member_id in (${scoped}) and ${inRange('confirmed_at')}) as deposit_count,
    (select coalesce(sum(amount_minor), 0) from deposits where status = 'confirmed' and member_id in (${scoped}) and ${inRange('confirmed_at')}) as deposit_minor,
    (select count(*) from withdrawals where status in ('approved', 'processing', 'unknown', 'paid') and member_id in (${scoped}) and ${inRange('reviewed_at')}) as withdrawal_count,
    (select coalesce(sum(amount_minor), 0) from withdrawals where status in ('approved', 'processing', 'unknown', 'paid') and member_id in (${scoped}) and ${inRange('reviewed_at')}) as withdrawal_minor,
    (select count(distinct member_id) from ledger_entries where kind = 'bet' and member_id in (${scoped}) and ${inRange('created_at')}) as active_members,
    (select count(*) from ledger_entries where kind = 'bet' and member_id in (${scoped}) and ${inRange('created_at')}) as bet_count,
    (select coalesce(-sum(amount_minor), 0) from ledger_entries where kind = 'bet' and member_id in (${scoped}) and ${inRange('created_at')}) as stake_minor,
    (select coalesce(sum(amount_minor), 0) from ledger_entries where kind = 'refund' and member_id in (${scoped}) and ${inRange('created_at')}) as refund_minor,
    (select coalesce(sum(amount_minor), 0) from ledger_entries where kind = 'win' and member_id in (${scoped}) and ${inRange('created_at')}) as win_minor`;
};

/** The figures of [start, end) by plain SQL over the tables, with the day's bounds computed in the test. */
async function expectedFigures(merchantCode: string, start: number, end: number): Promise<DashboardFigures> {
  const result = (await app().db.execute(figureSql(merchantCode, start, end))) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key]);
  const bet = n('stake_minor') - n('refund_minor');
  return {
    registrations: n('registrations'),
    firstDeposits: n('first_deposits'),
    depositCount: n('deposit_count'),
    depositAmount: n('deposit_minor') / 100,
    withdrawalCount: n('withdrawal_count'),
    withdrawalAmount: n('withdrawal_minor') / 100,
    activeMembers: n('active_members'),
    betCount: n('bet_count'),
    betAmount: bet / 100,
    winAmount: n('win_minor') / 100,
    grossGamingRevenue: (bet - n('win_minor')) / 100,
  };
}

beforeAll(async () => {
  await addMerchant('dash');
  await addMerchant('hand');
  await generate('dash', 15);
  await generate('demo', 45);

  // Hand-made: registrations and play either side of Karachi's midnight of 2026-03-09 (19:00 UTC on the 8th).
  const late = Date.parse('2026-03-08T18:59:00Z'); // 23:59 on the 8th in Karachi
  const early = Date.parse('2026-03-08T19:01:00Z'); // 00:01 on the 9th in Karachi
  const alice = await addMember('hand', late);
  const bob = await addMember('hand', early);
  const trial = await addMember('hand', early, 4);
  await addDeposit(alice, 10_000, late); // her first deposit, on the 8th
  await addDeposit(alice, 5_000, early); // her second, on the 9th: not a first deposit
  await addDeposit(bob, 2_550, early + HOUR); // his first, on the 9th
  await addDeposit(bob, 99_900, early + 2 * HOUR, 'pending');
  await addWithdrawal(alice, 1_000, NOW - HOUR, 'approved');
  await addWithdrawal(bob, 700, NOW - HOUR, 'pending_review');
  await addEntry(alice, 'bet', -2_000, late);
  await addEntry(alice, 'win', 5_000, early); // the win lands on the 9th
  await addEntry(bob, 'bet', -1_000, early);
  await addEntry(bob, 'bet', -300, early + HOUR);
  await addEntry(bob, 'refund', 300, early + HOUR + 1_000);
  await addEntry(trial, 'bet', -100_000, early); // trial play money: never counted
  for (const status of ['pending_approval', 'applied', 'pending_approval', 'rejected'])
    await addAdjustment(alice, status, 'hand');
  await addAdjustment(bob, 'approved', 'hand');
});

describe('getConsoleDashboard figures', () => {
  it('equal plain SQL over the tables for each of 30 days, today and the last 7 days', async () => {
    const owner = await signInDemoOperator(app());
    for (const merchantCode of ['dash', 'demo']) {
      const response = await (await operatorSession(app(), 'auditor', null)).get(
        `/console/dashboard?merchantCode=${merchantCode}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const dashboard = response.json().value;
      expect(dashboard.timezone).toBe('Asia/Karachi');
      expect(dashboard.today).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
      expect(dashboard.last7Days).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
      expect(dashboard.series).toHaveLength(30);
      expect(dashboard.series[0].day).toBe('2026-02-09');
      let nonEmptyDays = 0;
      for (const { day, ...figures } of dashboard.series) {
        const expected = await expectedFigures(merchantCode, karachiStart(day), karachiStart(day) + DAY);
        expect(figures, `${merchantCode} ${day}`).toEqual(expected);
        if (figures.betCount > 0) nonEmptyDays++;
      }
      expect(nonEmptyDays).toBeGreaterThan(10);
      expect(dashboard.today.figures).toEqual(
        await expectedFigures(merchantCode, karachiStart('2026-03-10'), NOW + 1),
      );
      expect(dashboard.last7Days.figures).toEqual(
        await expectedFigures(merchantCode, karachiStart(dayBefore('2026-03-10', 6)), NOW + 1),
      );
      const pending = (await app().db.execute(
        sql`select count(*) as n from withdrawals w join members m on m.id = w.member_id
            where w.status = 'pending_review' and m.merchant_code = ${merchantCode} and m.type in (0, 1, 2)`,
      )) as unknown as { rows: { n: unknown }[] };
      const adjustments = (await app().db.execute(
        sql`select count(*) as n from balance_adjustments where status = 'pending_approval' and merchant_code = ${merchantCode}`,
      )) as unknown as { rows: { n: unknown }[] };
      expect(dashboard.pendingReviews).toEqual({
        withdrawals: Number(pending.rows[0]?.n),
        adjustments: Number(adjustments.rows[0]?.n),
      });
    }
    // The demo operator sees the demo merchant without naming it.
    const own = (await owner.get('/console/dashboard')).json().value;
    expect([own.merchantCode, own.merchantCodes]).toEqual(['demo', ['demo']]);
  });

  it('count each day on the Karachi calendar, by hand', async () => {
    const platform = await operatorSession(app(), 'owner', null);
    const dashboard = (await platform.get('/console/dashboard?merchantCode=hand')).json().value;
    const day = (date: string) => dashboard.series.find((entry: { day: string }) => entry.day === date);
    expect(day('2026-03-08')).toMatchObject({
      registrations: 1,
      firstDeposits: 1,
      depositCount: 1,
      depositAmount: 100,
      activeMembers: 1,
      betCount: 1,
      betAmount: 20,
      winAmount: 0,
      grossGamingRevenue: 20,
    });
    expect(day('2026-03-09')).toMatchObject({
      registrations: 1,
      firstDeposits: 1,
      depositCount: 2,
      depositAmount: 75.5,
      activeMembers: 1,
      betCount: 2,
      betAmount: 10,
      winAmount: 50,
      grossGamingRevenue: -40,
    });
    expect(dashboard.today.figures).toMatchObject({ withdrawalCount: 1, withdrawalAmount: 10, betCount: 0 });
    expect(dashboard.last7Days.figures).toMatchObject({
      registrations: 2,
      firstDeposits: 2,
      depositCount: 3,
      depositAmount: 175.5,
      activeMembers: 2,
      betCount: 3,
      betAmount: 30,
      winAmount: 50,
      grossGamingRevenue: -20,
    });
    expect(dashboard.pendingReviews).toEqual({ withdrawals: 1, adjustments: 2 });
    expect(dashboard.merchantCodes).toEqual(expect.arrayContaining(['dash', 'demo', 'hand']));
  });
});

describe('getConsoleDashboard access', () => {
  it('answers every role of the merchant; without a session 401', async () => {
    for (const role of CONSOLE_ROLES) {
      const caller = await operatorSession(app(), role, 'hand');
      const response = await caller.get('/console/dashboard');
      expect(response.statusCode, `${role} ${response.body}`).toBe(200);
      expect(response.json().value.merchantCode).toBe('hand');
    }
    expectCode(
      await app().inject({ method: 'GET', url: '/api/v1/console/dashboard' }),
      401,
      'in_logged_login',
    );
  });

  it("refuses another merchant's code to a merchant's operator (403, audited) and a bad code (400)", async () => {
    const support = await operatorSession(app(), 'support', 'hand');
    const refused = await support.get('/console/dashboard?merchantCode=dash');
    expectCode(refused, 403, 'forbidden');
    const owner = await operatorSession(app(), 'owner', 'hand');
    const audit = (
      await owner.get(`/console/audit-events?operatorId=${support.operatorId}&action=permission.refused`)
    ).json().value.list;
    expect(audit.map((event: { target: string }) => event.target)).toEqual(['getConsoleDashboard']);
    expect((await support.get('/console/dashboard?merchantCode=hand')).statusCode).toBe(200);

    const platform = await operatorSession(app(), 'auditor', null);
    const unknown = await platform.get('/console/dashboard?merchantCode=nowhere');
    expectCode(unknown, 400, 'unknown_merchant');
    expect(unknown.json().value.field).toBe('merchantCode');
    const malformed = await platform.get('/console/dashboard?merchantCode=Bad%20Code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().value.field).toBe('merchantCode');
    const nul = await platform.get('/console/dashboard?merchantCode=demo%00');
    expect(nul.statusCode).toBe(400);
  });
});
