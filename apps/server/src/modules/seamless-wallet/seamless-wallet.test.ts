import { count, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameRounds,
  games,
  ledgerEntries,
  members,
  playerExclusions,
  wallets,
  walletTransactions,
  winners,
} from '../../db/schema.ts';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import { api, createMember } from '../../test/accounts.ts';
import { createSiblingApp, putMerchant, useTestApp } from '../../test/app.ts';
import { signedWalletHeaders, signWalletRequest, vendorKey } from './wallet-signature.ts';

let failOnce = false;
const getApp = useTestApp({
  demoCatalogue: 20,
  seamlessWallet: {
    afterCommit: () => {
      if (!failOnce) return;
      failOnce = false;
      throw new Error('the connection dropped after commit');
    },
  },
});

let vendor = '';
let nodeId = '';
let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

let sibling: FastifyInstance;
beforeAll(async () => {
  sibling = await createSiblingApp(getApp());
});
afterAll(async () => {
  await sibling.close();
});

beforeAll(async () => {
  const [game] = await getApp().db.select().from(games).limit(1);
  if (!game) throw new Error('the demo catalogue has no games');
  vendor = game.vassalage;
  nodeId = game.nodeId;
});

interface SignOptions {
  vendor?: string;
  /** The merchant the call names (x-merchant); its key signs unless `key` says otherwise. */
  merchant?: string;
  timestamp?: number;
  key?: string;
  signature?: string;
  /** Another instance of the deployment to call. */
  app?: FastifyInstance;
}

function call(path: string, body: unknown, options: SignOptions = {}) {
  const app = options.app ?? getApp();
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? app.clock.now();
  const code = options.vendor ?? vendor;
  const merchant = options.merchant ?? DEMO_MERCHANT.code;
  const headers = {
    'content-type': 'application/json',
    ...signedWalletHeaders({
      rootKey: app.secrets.vendorWalletKey,
      merchant,
      vendor: code,
      timestamp,
      rawBody: raw,
    }),
  };
  if (options.key) headers['x-signature'] = signWalletRequest(options.key, timestamp, raw);
  if (options.signature !== undefined) headers['x-signature'] = options.signature;
  return app.inject({
    method: 'POST',
    url: api(`/seamless-wallet/${path}`),
    headers,
    payload: raw,
  });
}

/** A new member (of `merchant` when given) credited with `amount` (major units) through the test facility. */
async function player(amount: number, merchant?: string): Promise<string> {
  const app = getApp();
  const headers: Record<string, string> = merchant ? { 'x-merchant-code': merchant } : {};
  const member = await createMember(app, { username: newId('wallet'), password: 'secret-pass-1' }, headers);
  const response = await app.inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    payload: { username: member.username, amount },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return member.id;
}

const bet = (
  playerId: string,
  amount: number,
  ids = { transactionId: newId('tx'), roundId: newId('r') },
) => ({
  ...ids,
  playerId,
  currency: 'USD',
  nodeId,
  amount,
});

async function balanceOf(playerId: string): Promise<number> {
  const [wallet] = await getApp().db.select().from(wallets).where(eq(wallets.memberId, playerId));
  return wallet?.balanceMinor ?? 0;
}

async function ledgerOf(playerId: string) {
  const [row] = await getApp()
    .db.select({ rows: count(), total: sum(ledgerEntries.amountMinor) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, playerId));
  return { rows: row?.rows ?? 0, total: Number(row?.total ?? 0) };
}

describe('seamless wallet', () => {
  it('answers the balance in minor units of the wallet currency', async () => {
    const playerId = await player(12.5);
    const response = await call('balance', { playerId, currency: 'USD' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ balance: 1250, currency: 'USD', ledgerId: null });
  });

  it('debits a bet once however often the same transaction arrives', async () => {
    const playerId = await player(10);
    const request = bet(playerId, 300);
    const first = await call('bet', request);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.balance).toBe(700);
    const again = await call('bet', request);
    expect(again.json().value).toEqual(first.json().value);
    expect(await ledgerOf(playerId)).toEqual({ rows: 2, total: 700 });
    const [round] = await getApp()
      .db.select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, request.roundId));
    expect(round).toMatchObject({ betMinor: 300, status: 'open', nodeId });
  });

  it('refuses the same transaction id with other content and changes nothing', async () => {
    const playerId = await player(10);
    const request = bet(playerId, 300);
    await call('bet', request);
    const conflict = await call('bet', { ...request, amount: 301 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'transaction_conflict',
      value: { field: 'transactionId' },
    });
    expect(await balanceOf(playerId)).toBe(700);
  });

  it('never lets 50 concurrent bets take the balance below zero', async () => {
    const playerId = await player(10);
    const responses = await Promise.all(Array.from({ length: 50 }, () => call('bet', bet(playerId, 70))));
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted).toHaveLength(14);
    expect(refused).toHaveLength(36);
    for (const response of refused) expect(response.json().code).toBe('insufficient_balance');
    const balance = await balanceOf(playerId);
    expect(balance).toBe(20);
    expect(await ledgerOf(playerId)).toEqual({ rows: 15, total: balance });
  });

  it('debits each of many concurrent bets once when repeats of them arrive together at two instances', async () => {
    const playerId = await player(10);
    const bets = Array.from({ length: 20 }, () => bet(playerId, 30));
    // Each bet three times at once, twice here and once at the other instance: they meet in the same group
    // commit, in groups of both instances, and in the step-by-step path.
    const responses = await Promise.all(
      bets.flatMap((request) => [
        call('bet', request),
        call('bet', request, { app: sibling }),
        call('bet', request),
      ]),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const answers = bets.map((_, index) =>
      responses.slice(3 * index, 3 * index + 3).map((r) => r.json().value),
    );
    for (const [first, ...repeats] of answers) for (const repeat of repeats) expect(repeat).toEqual(first);
    // Every bet saw its own balance: 1000 less 30 for it and for each bet written before it.
    expect(answers.map(([answer]) => answer.balance).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 20 }, (_, index) => 970 - 30 * index),
    );
    expect(await balanceOf(playerId)).toBe(400);
    expect(await ledgerOf(playerId)).toEqual({ rows: 21, total: 400 });
  });

  it('refuses a bet above the balance and writes nothing', async () => {
    const playerId = await player(1);
    const request = bet(playerId, 101);
    const response = await call('bet', request);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('insufficient_balance');
    const [rounds] = await getApp()
      .db.select({ value: count() })
      .from(gameRounds)
      .where(eq(gameRounds.roundId, request.roundId));
    expect(rounds?.value).toBe(0);
    expect(await ledgerOf(playerId)).toEqual({ rows: 1, total: 100 });
  });

  it('answers the stored result when the first answer was lost after commit', async () => {
    const playerId = await player(10);
    const request = bet(playerId, 250);
    failOnce = true;
    const lost = await call('bet', request);
    expect(lost.statusCode).toBe(500);
    const retry = await call('bet', request);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().value.balance).toBe(750);
    expect(await ledgerOf(playerId)).toEqual({ rows: 2, total: 750 });
  });

  it('refuses unsigned, badly signed, old, unknown-vendor and malformed calls and changes nothing', async () => {
    const app = getApp();
    const playerId = await player(10);
    const request = bet(playerId, 100);
    const now = app.clock.now();
    const refusals = [
      await call('bet', request, { signature: 'ab'.repeat(32) }),
      await call('bet', request, { signature: '' }),
      await call('bet', request, { key: 'not-the-key' }),
      await call('bet', request, { timestamp: now - 10 * 60_000 }),
      await call('bet', request, { timestamp: now + 10 * 60_000 }),
      await call('bet', request, { vendor: 'NOPE' }),
      await app.inject({ method: 'POST', url: api('/seamless-wallet/bet'), payload: request }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toBe('invalid_signature');
    }
    const malformed = [
      await call('bet', '{"transactionId": '),
      await call('bet', { ...request, amount: -5 }),
      await call('bet', { ...request, amount: 1.5 }),
      await call('bet', { ...request, playerId: 'someone' }),
    ];
    for (const response of malformed) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    const mismatch = await call('bet', { ...request, currency: 'PKR' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'currency_mismatch', value: { field: 'currency' } });
    expect(await ledgerOf(playerId)).toEqual({ rows: 1, total: 1000 });
    const [stored] = await app.db
      .select({ value: count() })
      .from(walletTransactions)
      .where(eq(walletTransactions.memberId, playerId));
    expect(stored?.value).toBe(0);
  });

  it("refuses a call signed with another merchant's key, or for a vendor the player's merchant lacks", async () => {
    const app = getApp();
    await putMerchant(app, 'wallet-other', { domains: ['wallet-other.test'] });
    await putMerchant(app, 'wallet-narrow', {
      domains: ['wallet-narrow.test'],
      config: { gameVendors: ['SOME_OTHER_VENDOR'] },
    });
    const playerId = await player(10);
    const otherKey = vendorKey(app.secrets.vendorWalletKey, 'wallet-other', vendor);
    // The other merchant's key, naming that merchant: the demo merchant's player is not theirs.
    const foreign = await call('bet', bet(playerId, 100), { merchant: 'wallet-other' });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'not_found', value: { field: 'playerId' } });
    // The other merchant's key, naming the player's merchant: the signature does not hold.
    const forged = await call('bet', bet(playerId, 100), { key: otherKey });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid_signature');
    for (const path of ['balance', 'win', 'refund']) {
      const response = await call(
        path,
        { ...bet(playerId, 100), betTransactionId: 'tx-x' },
        { merchant: 'wallet-other' },
      );
      expect(response.statusCode, response.body).toBe(404);
    }

    const narrowPlayer = await player(10, 'wallet-narrow');
    const notOffered = await call('bet', bet(narrowPlayer, 100), { merchant: 'wallet-narrow' });
    expect(notOffered.statusCode, notOffered.body).toBe(404);
    expect(notOffered.json()).toMatchObject({ code: 'game_not_found', value: { field: 'x-vendor' } });
    const balance = await call(
      'balance',
      { playerId: narrowPlayer, currency: 'USD' },
      { merchant: 'wallet-narrow' },
    );
    expect(balance.json().code).toBe('game_not_found');

    expect(await ledgerOf(playerId)).toEqual({ rows: 1, total: 1000 });
    expect(await ledgerOf(narrowPlayer)).toEqual({ rows: 1, total: 1000 });
    expect(await balanceOf(playerId)).toBe(1000);
    expect(await balanceOf(narrowPlayer)).toBe(1000);
  });

  it('credits a win, settles the round, and settles a lost round without a ledger row', async () => {
    const playerId = await player(10);
    const won = bet(playerId, 200);
    await call('bet', won);
    const win = { ...won, transactionId: newId('win'), amount: 500 };
    const credited = await call('win', win);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().value).toMatchObject({ balance: 1300 });
    expect(credited.json().value.ledgerId).toMatch(/^\d+$/);
    expect((await call('win', win)).json().value).toEqual(credited.json().value);

    const lost = bet(playerId, 100);
    await call('bet', lost);
    const settled = await call('win', { ...lost, transactionId: newId('win'), amount: 0 });
    expect(settled.json().value).toEqual({ balance: 1200, currency: 'USD', ledgerId: null });
    const [round] = await getApp().db.select().from(gameRounds).where(eq(gameRounds.roundId, lost.roundId));
    expect(round).toMatchObject({ status: 'settled', winMinor: 0, betMinor: 100 });
    expect(await ledgerOf(playerId)).toEqual({ rows: 4, total: 1200 });
  });

  it('refuses a win for an unknown round', async () => {
    const playerId = await player(10);
    const response = await call('win', { ...bet(playerId, 100), transactionId: newId('win') });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('transaction_not_found');
    expect(await ledgerOf(playerId)).toEqual({ rows: 1, total: 1000 });
  });

  it('returns a bet once on refund', async () => {
    const playerId = await player(10);
    const stake = bet(playerId, 400);
    await call('bet', stake);
    const refund = {
      transactionId: newId('refund'),
      betTransactionId: stake.transactionId,
      roundId: stake.roundId,
      playerId,
      currency: 'USD',
    };
    const returned = await call('refund', refund);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().value.balance).toBe(1000);
    expect((await call('refund', refund)).json().value).toEqual(returned.json().value);
    const other = await call('refund', { ...refund, transactionId: newId('refund') });
    expect(other.json().value).toEqual({ balance: 1000, currency: 'USD', ledgerId: null });
    const [round] = await getApp().db.select().from(gameRounds).where(eq(gameRounds.roundId, stake.roundId));
    expect(round).toMatchObject({ status: 'refunded', betMinor: 0 });
    expect(await ledgerOf(playerId)).toEqual({ rows: 3, total: 1000 });

    const unknown = await call('refund', {
      ...refund,
      transactionId: newId('refund'),
      betTransactionId: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('transaction_not_found');
  });

  it('refuses a refund of a round that has a win, and changes nothing', async () => {
    const playerId = await player(10);
    const stake = bet(playerId, 400);
    await call('bet', stake);
    const won = await call('win', { ...stake, transactionId: newId('win'), amount: 0 });
    expect(won.statusCode, won.body).toBe(200);
    const before = await ledgerOf(playerId);
    const refund = await call('refund', {
      transactionId: newId('refund'),
      betTransactionId: stake.transactionId,
      roundId: stake.roundId,
      playerId,
      currency: 'USD',
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'round_settled', value: { field: 'roundId' } });
    expect(await balanceOf(playerId)).toBe(600);
    expect(await ledgerOf(playerId)).toEqual(before);
    const [round] = await getApp().db.select().from(gameRounds).where(eq(gameRounds.roundId, stake.roundId));
    expect(round).toMatchObject({ status: 'settled', betMinor: 400 });
  });

  it('refuses a win of a refunded round', async () => {
    const playerId = await player(10);
    const stake = bet(playerId, 400);
    await call('bet', stake);
    const refund = {
      transactionId: newId('refund'),
      betTransactionId: stake.transactionId,
      roundId: stake.roundId,
      playerId,
      currency: 'USD',
    };
    expect((await call('refund', refund)).statusCode).toBe(200);
    const win = await call('win', { ...stake, transactionId: newId('win'), amount: 900 });
    expect(win.statusCode).toBe(409);
    expect(win.json().code).toBe('round_settled');
    expect(await balanceOf(playerId)).toBe(1000);
    expect(await ledgerOf(playerId)).toEqual({ rows: 3, total: 1000 });
  });

  it('lets only one of a concurrent win and refund of a round through', async () => {
    const playerId = await player(10);
    const stake = bet(playerId, 400);
    await call('bet', stake);
    const [win, refund] = await Promise.all([
      call('win', { ...stake, transactionId: newId('win'), amount: 900 }),
      call('refund', {
        transactionId: newId('refund'),
        betTransactionId: stake.transactionId,
        roundId: stake.roundId,
        playerId,
        currency: 'USD',
      }),
    ]);
    expect([win.statusCode, refund.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(playerId)).toBe(win.statusCode === 200 ? 1500 : 1000);
  });

  it("refuses a bet into another player's round and rolls the debit back", async () => {
    const owner = await player(10);
    const other = await player(10);
    const first = bet(owner, 100);
    await call('bet', first);
    const intruder = await call(
      'bet',
      bet(other, 200, { transactionId: newId('tx'), roundId: first.roundId }),
    );
    expect(intruder.statusCode).toBe(409);
    expect(intruder.json()).toMatchObject({ code: 'transaction_conflict', value: { field: 'roundId' } });
    expect(await balanceOf(other)).toBe(1000);
    expect(await ledgerOf(other)).toEqual({ rows: 1, total: 1000 });
    const [round] = await getApp().db.select().from(gameRounds).where(eq(gameRounds.roundId, first.roundId));
    expect(round).toMatchObject({ memberId: owner, betMinor: 100 });
  });

  it("refuses a disabled player's bets but still accepts their wins and refunds", async () => {
    const playerId = await player(10);
    const won = bet(playerId, 100);
    const returned = bet(playerId, 200);
    await call('bet', won);
    await call('bet', returned);
    await getApp().db.update(members).set({ disabled: true }).where(eq(members.id, playerId));
    const refused = await call('bet', bet(playerId, 100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('user_disabled');
    expect((await call('win', { ...won, transactionId: newId('win'), amount: 300 })).statusCode).toBe(200);
    const refund = await call('refund', {
      transactionId: newId('refund'),
      betTransactionId: returned.transactionId,
      roundId: returned.roundId,
      playerId,
      currency: 'USD',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await balanceOf(playerId)).toBe(1000 - 100 + 300);
  });

  it("refuses a timed-out or self-excluded player's bets with the end time; an open round's win still lands", async () => {
    const app = getApp();
    const now = new Date(app.clock.now());
    const until = new Date(now.getTime() + 86_400_000);
    for (const [kind, code] of [
      ['time_out', 'timed_out'],
      ['self_exclusion', 'self_excluded'],
    ] as const) {
      const playerId = await player(10);
      const open = bet(playerId, 100);
      await call('bet', open);
      await app.db.insert(playerExclusions).values({
        memberId: playerId,
        merchantCode: DEMO_MERCHANT.code,
        kind,
        period: kind === 'time_out' ? '24h' : '6m',
        startedAt: now,
        endsAt: until,
      });
      const refused = await call('bet', bet(playerId, 100));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code,
        value: { field: 'playerId', until: until.toISOString() },
      });
      expect(await balanceOf(playerId)).toBe(900);
      const won = await call('win', { ...open, transactionId: newId('win'), amount: 250 });
      expect(won.statusCode, won.body).toBe(200);
      expect(await balanceOf(playerId)).toBe(1150);
      expect(await ledgerOf(playerId)).toEqual({ rows: 3, total: 1150 });
    }
  });

  it('puts big wins on the winner board under a masked name', async () => {
    const app = getApp();
    const playerId = await player(10);
    const stake = bet(playerId, 100);
    await call('bet', stake);
    await call('win', { ...stake, transactionId: newId('win'), amount: 5_000 });
    const small = bet(playerId, 100);
    await call('bet', small);
    await call('win', { ...small, transactionId: newId('win'), amount: 4_900 });
    const rows = await app.db.select().from(winners).where(eq(winners.winAmountMinor, 5_000));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customerName).toMatch(/^wa[a-z0-9_]*\*\*\*$/);
    const [notBig] = await app.db
      .select({ value: count() })
      .from(winners)
      .where(eq(winners.winAmountMinor, 4_900));
    expect(notBig?.value).toBe(0);
  });
});
