import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, ledgerEntries } from '../../db/schema.ts';
import { dateOf } from '../../shared/clock.ts';
import {
  api,
  bearer,
  createMember,
  login,
  TestClock,
  trialHeaders as trialAccountHeaders,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { confirmDueDeposits } from './deposit-service.ts';

const clock = new TestClock();
const app = useTestApp({
  clock,
  demoCatalogue: 20,
  config: { sandboxDepositDelayMs: 1500 },
  limits: { withdrawalsPerMember: { limit: 9, windowSeconds: 3600 } },
});

const PASSWORD = 'secret-pass-1';
let nextName = 1;

/** A new real member with a session, credited with `credit` major units. */
async function member(credit = 0) {
  const username = `payer${nextName++}`;
  const created = await createMember(app(), { username, password: PASSWORD });
  if (credit > 0) {
    const response = await app().inject({
      method: 'POST',
      url: api('/test/wallet-credits'),
      payload: { username, amount: credit },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const { token } = await login(app(), username, PASSWORD);
  const headers = bearer(token);
  const get = (path: string) => app().inject({ method: 'GET', url: api(path), headers });
  const post = (path: string, payload: object) =>
    app().inject({ method: 'POST', url: api(path), headers, payload });
  return { id: created.id, username, headers, get, post };
}

const trialHeaders = () => trialAccountHeaders(app());

const balanceOf = async (caller: Awaited<ReturnType<typeof member>>) =>
  (await caller.get('/wallet')).json().value.sumBalance as number;

describe('wallet', () => {
  it('answers an empty wallet in the merchant currency, created on first read', async () => {
    const caller = await member();
    const response = await caller.get('/wallet');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ sumBalance: 0, currencyCode: 'USD', currencySymbol: '$' });
    expect((await app().inject({ method: 'GET', url: api('/wallet') })).statusCode).toBe(401);
  });

  it('keeps a deposit pending until the sandbox confirms it, then credits it once', async () => {
    const caller = await member();
    const channels = (await caller.get('/wallet/deposit-channels')).json().value.channels;
    expect(channels[0]).toMatchObject({ channelId: 'sandbox', minAmount: 10, maxAmount: 50_000 });
    const created = await caller.post('/wallet/deposits', { channelId: 'sandbox', amount: 250.5 });
    expect(created.statusCode, created.body).toBe(200);
    const deposit = created.json().value;
    expect(deposit).toMatchObject({
      amount: 250.5,
      status: 'pending',
      currencyCode: 'USD',
      confirmedAt: null,
    });

    clock.advance(1000);
    expect((await caller.get(`/wallet/deposits/${deposit.id}`)).json().value.status).toBe('pending');
    expect(await balanceOf(caller)).toBe(0);

    clock.advance(500);
    const polled = (await caller.get(`/wallet/deposits/${deposit.id}`)).json().value;
    expect(polled).toMatchObject({ status: 'confirmed', confirmedAt: new Date(clock.now()).toISOString() });
    expect(await balanceOf(caller)).toBe(250.5);
    expect(await confirmDueDeposits(app().db, app().paymentChannels, dateOf(clock))).toBe(0);
    const rows = await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, deposit.id));
    expect(rows).toMatchObject([{ kind: 'deposit', amountMinor: 25_050, balanceAfterMinor: 25_050 }]);
  });

  it('confirms a due deposit when the balance is read, and only once it is due', async () => {
    const caller = await member();
    const deposit = (await caller.post('/wallet/deposits', { channelId: 'sandbox', amount: 40 })).json()
      .value;
    clock.advance(1000);
    expect(await balanceOf(caller)).toBe(0);
    clock.advance(500);
    expect(await balanceOf(caller)).toBe(40);
    expect(await balanceOf(caller)).toBe(40);
    const rows = await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, deposit.id));
    expect(rows).toMatchObject([{ kind: 'deposit', amountMinor: 4_000 }]);
  });

  it('confirms due deposits from the confirmation run without anyone polling', async () => {
    const caller = await member();
    await caller.post('/wallet/deposits', { channelId: 'sandbox', amount: 10 });
    clock.advance(1500);
    expect(await confirmDueDeposits(app().db, app().paymentChannels, dateOf(clock))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await balanceOf(caller)).toBe(10);
  });

  it('refuses deposits of trial accounts, unknown channels and amounts outside the limits', async () => {
    const refused = await app().inject({
      method: 'POST',
      url: api('/wallet/deposits'),
      headers: await trialHeaders(),
      payload: { channelId: 'sandbox', amount: 100 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('deposit_refused');

    const caller = await member();
    const unknown = await caller.post('/wallet/deposits', { channelId: 'bank', amount: 100 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'channel_not_found', value: { field: 'channelId' } });
    for (const amount of [9.99, 50_000.01]) {
      const response = await caller.post('/wallet/deposits', { channelId: 'sandbox', amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'amount_out_of_range', value: { field: 'amount' } });
    }
    const precise = await caller.post('/wallet/deposits', { channelId: 'sandbox', amount: 10.001 });
    expect(precise.json()).toMatchObject({ code: 'validation_error', value: { field: 'amount' } });
  });

  it("answers 404 for another member's deposit", async () => {
    const owner = await member();
    const deposit = (await owner.post('/wallet/deposits', { channelId: 'sandbox', amount: 10 })).json().value;
    const other = await member();
    const response = await other.get(`/wallet/deposits/${deposit.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('sets the payment password once and checks the confirmation', async () => {
    const caller = await member();
    const mismatch = await caller.post('/wallet/payment-password', {
      paymentPassword: '123456',
      confirmPaymentPassword: '123457',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'in_confirmation_correct',
      value: { field: 'confirmPaymentPassword' },
    });
    const body = { paymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect((await caller.post('/wallet/payment-password', body)).statusCode).toBe(200);
    const again = await caller.post('/wallet/payment-password', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_password_exists');
    expect((await caller.get('/wallet/withdrawals')).json().value).toMatchObject({
      hasPaymentPassword: true,
      minAmount: 100,
      maxAmount: 50_000,
      withdrawals: [],
    });
  });

  it('refuses a withdrawal without the right payment password, within limits, or from a trial account', async () => {
    // requests to a payout account, fees and the review: modules/payouts tests
    const caller = await member(500);
    const payoutAccountId = '00000000-0000-4000-8000-000000000000';
    const withdraw = (amount: number, paymentPassword = '654321') =>
      caller.post('/wallet/withdrawals', { amount, payoutAccountId, paymentPassword });
    const noPassword = await withdraw(100);
    expect(noPassword.statusCode).toBe(409);
    expect(noPassword.json().code).toBe('payment_password_required');
    await caller.post('/wallet/payment-password', {
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });

    const wrong = await withdraw(100, '111111');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'payment_password_incorrect',
      value: { field: 'paymentPassword' },
    });
    const small = await withdraw(99.99);
    expect(small.json()).toMatchObject({ code: 'amount_out_of_range', value: { field: 'amount' } });
    expect(await balanceOf(caller)).toBe(500);

    const trial = await app().inject({
      method: 'POST',
      url: api('/wallet/withdrawals'),
      headers: await trialHeaders(),
      payload: { amount: 100, payoutAccountId, paymentPassword: '123456' },
    });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('free_reject');
  });

  it('rate-limits withdrawal attempts per member', async () => {
    const caller = await member(100);
    await caller.post('/wallet/payment-password', {
      paymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    const codes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      codes.push(
        (
          await caller.post('/wallet/withdrawals', {
            amount: 100,
            payoutAccountId: '00000000-0000-4000-8000-000000000000',
            paymentPassword: '000000',
          })
        ).json().code,
      );
    }
    expect(codes.slice(0, 9).every((code) => code === 'payment_password_incorrect')).toBe(true);
    expect(codes[9]).toBe('rate_limited');
  });
});

describe('game records', () => {
  let caller: Awaited<ReturnType<typeof member>>;
  let nodeId = '';
  let slotType = '';

  beforeAll(async () => {
    caller = await member();
    const [game] = await app().db.select().from(games).limit(1);
    if (!game) throw new Error('no demo games');
    nodeId = game.nodeId;
    slotType = game.gameType;
    await app()
      .db.update(games)
      .set({ names: { ...game.names, UR: 'اردو نام' } })
      .where(eq(games.nodeId, nodeId));
    const round = (roundId: string, betAt: string, gameType: string, betMinor: number, winMinor: number) => ({
      vendor: 'TEST',
      roundId,
      memberId: caller.id,
      nodeId: gameType === slotType ? nodeId : null,
      gameType,
      gameName: `stored ${roundId}`,
      currency: 'USD',
      betMinor,
      winMinor,
      status: 'settled',
      betAt: new Date(betAt),
      settledAt: new Date(betAt),
    });
    await app()
      .db.insert(gameRounds)
      .values([
        round('r1', '2026-02-27T23:30:00Z', slotType, 100, 0),
        round('r2', '2026-02-28T10:00:00Z', slotType, 200, 500),
        round('r3', '2026-02-28T18:59:00Z', 'other', 300, 0),
        round('r4', '2026-02-28T19:30:00Z', slotType, 400, 0),
      ]);
  });

  const records = (query: string) => caller.get(`/wallet/game-records?${query}`);

  it("answers the rounds of the member's days with totals over the whole range", async () => {
    // UTC+05:00: 2026-02-28 runs from 02-27T19:00Z to 02-28T19:00Z.
    const response = await records(
      'startDate=2026-02-28&endDate=2026-02-28&utcOffset=300&pageSize=2&language=UR',
    );
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      pageNum: 1,
      totalPages: 2,
      totalCount: 3,
      totals: { count: 3, betAmount: 6, winAmount: 5, netAmount: -1 },
      currencyCode: 'USD',
    });
    expect(value.records.map((record: { roundId: string }) => record.roundId)).toEqual(['r3', 'r2']);
    expect(value.records[1]).toMatchObject({
      gameName: 'اردو نام',
      betAmount: 2,
      winAmount: 5,
      netAmount: 3,
    });
    expect(value.records[0].gameName).toBe('stored r3');
    const second = (
      await records('startDate=2026-02-28&endDate=2026-02-28&utcOffset=300&pageSize=2&pageNo=2')
    ).json().value;
    expect(second.records.map((record: { roundId: string }) => record.roundId)).toEqual(['r1']);
  });

  it('filters by category', async () => {
    const value = (await records(`startDate=2026-02-27&endDate=2026-03-01&gameType=${slotType}`)).json()
      .value;
    expect(value.totalCount).toBe(3);
    expect(value.totals.betAmount).toBe(7);
  });

  it('refuses an end before the start and a range over the maximum', async () => {
    for (const query of [
      'startDate=2026-03-02&endDate=2026-03-01',
      'startDate=2025-11-30&endDate=2026-03-01',
      'startDate=2026-02-30&endDate=2026-03-01',
    ]) {
      const response = await records(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'date_range_invalid', value: { field: 'startDate' } });
    }
    expect((await records('startDate=2025-12-01&endDate=2026-03-01')).statusCode).toBe(200);
  });
});
