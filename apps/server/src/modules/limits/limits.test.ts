import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deposits, games, merchants, wallets } from '../../db/schema.ts';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import {
  api,
  bearer,
  createMember,
  creditMember,
  login,
  TestClock,
  trialHeaders,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { vendorCall } from '../../test/vendor-calls.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// Karachi is UTC+5: 18:50 UTC is 23:50 there, ten minutes before the merchant's day ends.
const clock = new TestClock(Date.parse('2026-03-04T18:50:00Z'));
const app = useTestApp({ clock, demoCatalogue: 5 });

const PASSWORD = 'secret-pass-1';
let next = 1;
let vendor = '';
let nodeId = '';
let launchQuery: Record<string, string> = {};

beforeAll(async () => {
  await app()
    .db.update(merchants)
    .set({ timezone: 'Asia/Karachi', limitCoolingOffHours: 24 })
    .where(eq(merchants.code, DEMO_MERCHANT.code));
  const [game] = await app().db.select().from(games).limit(1);
  if (!game) throw new Error('the demo catalogue has no games');
  vendor = game.vassalage;
  nodeId = game.nodeId;
  launchQuery = { gameCategory: game.gameType, vendor, gameId: game.gameId, nodeId };
});

/** A new real member credited with `credit` major units; each request logs in afresh (the clock moves). */
async function member(credit = 0) {
  const username = `limited${next++}`;
  const { id } = await createMember(app(), { username, password: PASSWORD });
  if (credit > 0) await creditMember(app(), username, credit);
  const send = async (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) => {
    const { token } = await login(app(), username, PASSWORD);
    return app().inject({ method, url: api(path), headers: bearer(token), ...(payload ? { payload } : {}) });
  };
  const limits = async () => {
    const response = await send('GET', '/responsible-gaming/limits');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  return { id, username, send, limits };
}

type Member = Awaited<ReturnType<typeof member>>;

const limitOf = (value: { limits: { kind: string; period: string }[] }, kind: string, period: string) =>
  value.limits.find((limit) => limit.kind === kind && limit.period === period);

const setLimit = (caller: Member, kind: string, period: string, amount: number | null) =>
  caller.send('PUT', '/responsible-gaming/limits', { limits: [{ kind, period, amount }] });

/** A bet of `minor` minor units in a new round. */
const bet = (playerId: string, minor: number, round = `r-${next++}`) =>
  vendorCall(app(), vendor, 'bet', {
    transactionId: `tx-${next++}`,
    roundId: round,
    playerId,
    currency: 'USD',
    nodeId,
    amount: minor,
  });

const win = (playerId: string, minor: number, roundId: string) =>
  vendorCall(app(), vendor, 'win', {
    transactionId: `tx-${next++}`,
    roundId,
    playerId,
    currency: 'USD',
    nodeId,
    amount: minor,
  });

async function balanceOf(memberId: string): Promise<number> {
  const [wallet] = await app().db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.balanceMinor ?? 0;
}

describe('player limits', () => {
  it('lowers or adds at once; a raise or removal waits for the cooling-off, then for confirmation', async () => {
    const caller = await member();
    const empty = await caller.limits();
    expect(empty.coolingOffHours).toBe(24);
    expect(empty.limits).toHaveLength(10);
    expect(limitOf(empty, 'loss', 'week')).toEqual({
      kind: 'loss',
      period: 'week',
      amount: null,
      operatorAmount: null,
      used: 0,
      pending: null,
    });

    expect((await setLimit(caller, 'loss', 'week', 100)).json().value.limits[4]).toMatchObject({
      amount: 100,
    });
    const raised = (await setLimit(caller, 'loss', 'week', 250)).json().value;
    const dueAt = new Date(clock.now() + 24 * HOUR).toISOString();
    expect(limitOf(raised, 'loss', 'week')).toMatchObject({
      amount: 100,
      pending: { amount: 250, dueAt, due: false },
    });

    const early = await caller.send('POST', '/responsible-gaming/limits/confirm', {
      kind: 'loss',
      period: 'week',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'limit_change_not_due' });
    clock.advance(24 * HOUR - MINUTE);
    expect(limitOf(await caller.limits(), 'loss', 'week')).toMatchObject({
      amount: 100,
      pending: { due: false },
    });
    clock.advance(MINUTE);
    expect(limitOf(await caller.limits(), 'loss', 'week')).toMatchObject({
      amount: 100,
      pending: { due: true },
    });
    const confirmed = await caller.send('POST', '/responsible-gaming/limits/confirm', {
      kind: 'loss',
      period: 'week',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(limitOf(confirmed.json().value, 'loss', 'week')).toMatchObject({ amount: 250, pending: null });
    const again = await caller.send('POST', '/responsible-gaming/limits/confirm', {
      kind: 'loss',
      period: 'week',
    });
    expect(again.json()).toMatchObject({ code: 'limit_change_not_pending' });

    // A removal waits too; lowering meanwhile holds at once and drops the pending removal.
    const removal = (await setLimit(caller, 'loss', 'week', null)).json().value;
    expect(limitOf(removal, 'loss', 'week')).toMatchObject({ amount: 250, pending: { amount: null } });
    const lowered = (await setLimit(caller, 'loss', 'week', 80)).json().value;
    expect(limitOf(lowered, 'loss', 'week')).toMatchObject({ amount: 80, pending: null });
  });

  it('refuses bad settings with the field named and changes nothing', async () => {
    const caller = await member();
    for (const amount of [0, -5, 10.005]) {
      const response = await setLimit(caller, 'wager', 'day', amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    const twice = await caller.send('PUT', '/responsible-gaming/limits', {
      limits: [
        { kind: 'wager', period: 'day', amount: 10 },
        { kind: 'wager', period: 'day', amount: 20 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(limitOf(await caller.limits(), 'wager', 'day')).toMatchObject({ amount: null });
    const trial = await app().inject({
      method: 'GET',
      url: api('/responsible-gaming/limits'),
      headers: await trialHeaders(app()),
    });
    expect(trial.statusCode).toBe(403);
  });

  it("counts a day's bets in the merchant's day: the next day's bets start afresh", async () => {
    clock.advance(-(clock.now() % (24 * HOUR)) + 24 * HOUR + 18 * HOUR + 50 * MINUTE); // 23:50 in Karachi
    const caller = await member(100);
    await setLimit(caller, 'wager', 'day', 0.5);
    expect((await bet(caller.id, 40)).statusCode).toBe(200);
    const over = await bet(caller.id, 20);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'wager_limit_reached' });
    expect(await balanceOf(caller.id)).toBe(10_000 - 40);
    expect(limitOf(await caller.limits(), 'wager', 'day')).toMatchObject({ used: 0.4 });
    clock.advance(15 * MINUTE); // 00:05 in Karachi, still 19:05 the same UTC day
    expect(limitOf(await caller.limits(), 'wager', 'day')).toMatchObject({ used: 0 });
    expect((await bet(caller.id, 20)).statusCode).toBe(200);
  });

  it('never lets 100 concurrent bets pass a loss limit; a win makes room again', async () => {
    const caller = await member(100);
    await setLimit(caller, 'loss', 'month', 0.5);
    const round = `r-${next++}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(caller.id, 1, round)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(50);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json()).toMatchObject({ code: 'loss_limit_reached' });
    expect(await balanceOf(caller.id)).toBe(10_000 - 50);
    expect((await win(caller.id, 10, round)).statusCode).toBe(200);
    const more = await Promise.all(Array.from({ length: 20 }, () => bet(caller.id, 1)));
    expect(more.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(limitOf(await caller.limits(), 'loss', 'month')).toMatchObject({ used: 0.5 });
  });

  it('never lets 100 concurrent bets pass a wager limit; wins do not lower it', async () => {
    const caller = await member(100);
    await setLimit(caller, 'wager', 'week', 0.3);
    const round = `r-${next++}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(caller.id, 1, round)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refused.json()).toMatchObject({ code: 'wager_limit_reached' });
    expect((await win(caller.id, 50, round)).statusCode).toBe(200);
    expect((await bet(caller.id, 1)).statusCode).toBe(403);
    expect(await balanceOf(caller.id)).toBe(10_000 - 30 + 50);
  });

  it('refuses a deposit over the remaining deposit limit with the remaining amount', async () => {
    const caller = await member();
    await setLimit(caller, 'deposit', 'day', 100);
    const first = await caller.send('POST', '/wallet/deposits', { channelId: 'sandbox', amount: 60 });
    expect(first.statusCode, first.body).toBe(200);
    const over = await caller.send('POST', '/wallet/deposits', { channelId: 'sandbox', amount: 50 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'deposit_limit_exceeded', value: { remaining: 40 } });
    const [stored] = await app()
      .db.select({ n: count() })
      .from(deposits)
      .where(eq(deposits.memberId, caller.id));
    expect(stored?.n).toBe(1);
    expect(limitOf(await caller.limits(), 'deposit', 'day')).toMatchObject({ amount: 100, used: 60 });
    expect(
      (await caller.send('POST', '/wallet/deposits', { channelId: 'sandbox', amount: 40 })).statusCode,
    ).toBe(200);
  });

  it("refuses launches and bets once the day's play time reaches the session limit", async () => {
    const caller = await member(100);
    for (const bad of [
      { period: 'week', amount: 30 },
      { period: 'day', amount: 1.5 },
      { period: 'day', amount: 1441 },
    ]) {
      const response = await caller.send('PUT', '/responsible-gaming/limits', {
        limits: [{ kind: 'session', ...bad }],
      });
      expect(response.statusCode).toBe(400);
    }
    await setLimit(caller, 'session', 'day', 1);
    const launch = () => caller.send('GET', `/games/launch?${new URLSearchParams(launchQuery)}`);
    expect((await launch()).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await bet(caller.id, 1)).statusCode).toBe(200);
    clock.advance(40_000);
    expect((await bet(caller.id, 1)).statusCode).toBe(200); // 30 s of play before it: under the minute
    clock.advance(10_000);
    const refused = await bet(caller.id, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'session_limit_reached' });
    const refusedLaunch = await launch();
    expect(refusedLaunch.statusCode).toBe(403);
    expect(refusedLaunch.json()).toMatchObject({ code: 'session_limit_reached' });
    expect(limitOf(await caller.limits(), 'session', 'day')).toMatchObject({ amount: 1, used: 1 });
    expect(await balanceOf(caller.id)).toBe(10_000 - 2);
    clock.advance(24 * HOUR);
    expect((await launch()).statusCode).toBe(200);
  });
});
