import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { api, bearer, login, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { balanceMinorOf, type PayoutMember, payoutMember } from '../../test/payouts.ts';
import { vendorCall, vendorCallOk } from '../../test/vendor-calls.ts';

const clock = new TestClock();
const app = useTestApp({ clock, demoCatalogue: 5 });
const MINUTE = 60_000;
const PATH = '/responsible-gaming/reality-check';

let game = { vendor: '', nodeId: '', gameId: '', gameType: '' };
beforeAll(async () => {
  const [row] = await app().db.select().from(games).limit(1);
  if (!row) throw new Error('the demo catalogue has no games');
  game = { vendor: row.vassalage, nodeId: row.nodeId, gameId: row.gameId, gameType: row.gameType };
});

const member = (credit = 100) => payoutMember(app(), { credit, prefix: 'reality' });
const state = async (who: PayoutMember) => {
  const response = await who.get(PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};
const setInterval = (who: PayoutMember, intervalMinutes: unknown) =>
  app().inject({ method: 'PUT', url: api(PATH), headers: who.headers, payload: { intervalMinutes } });
const acknowledge = (who: PayoutMember) => who.post(`${PATH}/acknowledgements`);

let round = 1;
const bet = (who: PayoutMember, amount: number): Promise<LightMyRequestResponse> => {
  const roundId = `reality-${round++}`;
  return vendorCall(app(), game.vendor, 'bet', {
    roundId,
    playerId: who.id,
    currency: 'USD',
    nodeId: game.nodeId,
    transactionId: `${roundId}-b`,
    amount: amount * 100,
  });
};
const win = (who: PayoutMember, roundId: string, amount: number) =>
  vendorCallOk(app(), game.vendor, 'win', {
    roundId,
    playerId: who.id,
    currency: 'USD',
    nodeId: game.nodeId,
    transactionId: `${roundId}-w`,
    amount: amount * 100,
  });

describe('reality check', () => {
  it('answers the merchant default (off) and no session before any play', async () => {
    const who = await member();
    expect(await state(who)).toMatchObject({
      intervalMinutes: 0,
      chosenMinutes: null,
      merchantDefaultMinutes: 0,
      sessionStartedAt: null,
      nextCheckAt: null,
      due: false,
      playedSeconds: 0,
      netResult: 0,
      currency: 'USD',
    });
  });

  it('accepts only off, 15, 30, 45, 60, 90 and 120 minutes; anything else is 400 naming the field', async () => {
    const who = await member();
    for (const wrong of [20, -15, 15.5, '30', null]) {
      const refused = await setInterval(who, wrong);
      expect([refused.statusCode, refused.json().code], refused.body).toEqual([400, 'validation_error']);
      expect(refused.json().value.field).toBe('intervalMinutes');
    }
    expect((await state(who)).chosenMinutes).toBeNull();
    const set = await setInterval(who, 45);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ intervalMinutes: 45, chosenMinutes: 45 });
    expect((await setInterval(who, 0)).json().value.intervalMinutes).toBe(0);
  });

  it('starts the session at a launch and tells when the next check is due', async () => {
    const who = await member();
    await setInterval(who, 15);
    const started = new Date(clock.now()).toISOString();
    const query = new URLSearchParams({
      gameCategory: game.gameType,
      vendor: game.vendor,
      gameId: game.gameId,
      nodeId: game.nodeId,
    });
    const launched = await who.get(`/games/launch?${query}`);
    expect(launched.statusCode, launched.body).toBe(200);
    clock.advance(5 * MINUTE);
    expect(await state(who)).toMatchObject({
      sessionStartedAt: started,
      nextCheckAt: new Date(Date.parse(started) + 15 * MINUTE).toISOString(),
      due: false,
      playedSeconds: 300,
    });
  });

  it('refuses bets while a check is due, in the vendor error shape, until it is acknowledged; the clock survives a new sign-in', async () => {
    const who = await member(100);
    await setInterval(who, 30);
    const first = await bet(who, 10);
    expect(first.statusCode, first.body).toBe(200);
    await win(who, `reality-${round - 1}`, 4);
    for (let minutes = 10; minutes < 30; minutes += 10) {
      clock.advance(10 * MINUTE);
      expect((await bet(who, 1)).statusCode).toBe(200);
    }
    clock.advance(10 * MINUTE);

    // A "reload": a new sign-in (new token) reads the same server-kept clock.
    const again = await login(app(), who.username, 'payout-pass-1');
    const reloaded = await app().inject({ method: 'GET', url: api(PATH), headers: bearer(again.token) });
    expect(reloaded.json().value).toMatchObject({ due: true, playedSeconds: 30 * 60, netResult: -8 });

    const balance = await balanceMinorOf(app(), who.id);
    const refused = await bet(who, 1);
    expect([refused.statusCode, refused.json().code], refused.body).toEqual([403, 'reality_check_due']);
    expect(await balanceMinorOf(app(), who.id)).toBe(balance);

    const acknowledged = await app().inject({
      method: 'POST',
      url: api(`${PATH}/acknowledgements`),
      headers: bearer(again.token),
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().value).toMatchObject({
      due: false,
      nextCheckAt: new Date(clock.now() + 30 * MINUTE).toISOString(),
    });
    expect((await bet(who, 1)).statusCode).toBe(200);
    const after = await app().inject({ method: 'GET', url: api(PATH), headers: bearer(again.token) });
    expect(after.json().value.netResult).toBe(-9);
  });

  it('acknowledging when nothing is due changes nothing', async () => {
    const who = await member();
    await setInterval(who, 15);
    expect((await bet(who, 1)).statusCode).toBe(200);
    const before = await state(who);
    clock.advance(MINUTE);
    const answer = await acknowledge(who);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value.nextCheckAt).toBe(before.nextCheckAt);
  });

  it('a pause of more than 30 minutes ends the session: the next play starts a new one', async () => {
    const who = await member();
    await setInterval(who, 15);
    expect((await bet(who, 1)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    // The sign-in may have lapsed over the pause as well: sign in again to read.
    const headers = bearer((await login(app(), who.username, 'payout-pass-1')).token);
    const read = async () => (await app().inject({ method: 'GET', url: api(PATH), headers })).json().value;
    expect(await read()).toMatchObject({ sessionStartedAt: null, due: false, netResult: 0 });
    expect((await bet(who, 2)).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      sessionStartedAt: new Date(clock.now()).toISOString(),
      netResult: -2,
    });
  });

  it("the merchant's default applies to players who chose none", async () => {
    await putMerchant(app(), 'rcdefault', {
      domains: ['rcdefault.test'],
      config: { realityCheckMinutes: 30 },
    });
    const who = await payoutMember(app(), { merchantCode: 'rcdefault', prefix: 'rcdef' });
    expect(await state(who)).toMatchObject({
      intervalMinutes: 30,
      chosenMinutes: null,
      merchantDefaultMinutes: 30,
    });
    expect((await setInterval(who, 0)).json().value).toMatchObject({ intervalMinutes: 0, chosenMinutes: 0 });
  });

  it('the test facility gives an interval in seconds', async () => {
    const who = await member();
    const set = await app().inject({
      method: 'POST',
      url: api('/test/reality-check-intervals'),
      payload: { username: who.username, seconds: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    await setInterval(who, 60);
    expect((await bet(who, 1)).statusCode).toBe(200);
    clock.advance(5_000);
    expect((await state(who)).due).toBe(true);
    expect((await bet(who, 1)).json().code).toBe('reality_check_due');
  });
});
