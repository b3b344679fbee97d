import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameRounds, members, wallets, walletTransactions } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { injectWalletClient, type WalletCall, type WalletClient } from '../wallet-client.ts';

const GAMES = 60;
const catalogue = demoCatalogue({ games: GAMES });
const slot = catalogue.games.find((game) => game.gameType === 'RNG' && game.supportPlay === 0) as DemoGame;
const PASSWORD = 'failing-pass-1';

/** The real wallet client, with switches that lose answers the way a network would. */
let real: WalletClient;
const faults = { betAnswerLost: false, winDown: false, winAnswerLost: false };
const lost: WalletCall = { ok: false, status: 504, code: 'gateway_timeout' };
const walletClient: WalletClient = {
  balance: (vendor, request) => real.balance(vendor, request),
  bet: async (vendor, request) => {
    const call = await real.bet(vendor, request);
    return faults.betAnswerLost ? lost : call;
  },
  win: async (vendor, request) => {
    if (faults.winDown) return { ok: false, status: 503, code: 'internal_error' };
    const call = await real.win(vendor, request);
    return faults.winAnswerLost ? lost : call;
  },
  refund: (vendor, request) => real.refund(vendor, request),
};
const app = useTestApp({ demoCatalogue: GAMES, walletClient });

let memberId: string;
let token: string;

beforeAll(async () => {
  real = injectWalletClient(app());
  memberId = (await createMember(app(), { username: 'unlucky', password: PASSWORD })).id;
  token = (await login(app(), 'unlucky', PASSWORD, { remoteAddress: freshIp() })).token;
  const credit = await app().inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    payload: { username: 'unlucky', amount: 50 },
  });
  expect(credit.statusCode, credit.body).toBe(200);
});

beforeEach(() => {
  Object.assign(faults, { betAnswerLost: false, winDown: false, winAnswerLost: false });
});

async function launchToken(): Promise<string> {
  const query = new URLSearchParams({
    gameCategory: slot.gameType,
    vendor: slot.vassalage,
    gameId: slot.gameId,
    nodeId: slot.nodeId,
    freePlay: '0',
  });
  const launched = await app().inject({
    method: 'GET',
    url: api(`/games/launch?${query}`),
    headers: bearer(token),
  });
  expect(launched.statusCode, launched.body).toBe(200);
  return new URL(launched.json().value.url, 'http://x').searchParams.get('token') as string;
}

async function session(): Promise<string> {
  const opened = await app().inject({
    method: 'POST',
    url: '/sandbox/api/session',
    payload: { token: await launchToken() },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().value.session;
}

const balanceMinor = async () =>
  (await app().db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]?.balanceMinor ?? 0;
const spin = (session: string, stake: number) =>
  app().inject({ method: 'POST', url: '/sandbox/api/slot/spin', payload: { session, stake } });
const lastRound = async () =>
  (await app().db.select().from(gameRounds).where(eq(gameRounds.memberId, memberId))).sort(
    (a, b) => b.betAt.getTime() - a.betAt.getTime(),
  )[0];
const kindsOf = async (roundId: string) =>
  (await app().db.select().from(walletTransactions).where(eq(walletTransactions.roundId, roundId)))
    .map((row) => [row.kind, row.transactionId])
    .sort();

describe('sandbox rounds when the wallet fails', () => {
  it('refunds the stake when the win cannot be confirmed', async () => {
    const real = await session();
    const before = await balanceMinor();
    faults.winDown = true;
    const response = await spin(real, 100);
    expect(response.statusCode).toBe(500);
    expect(await balanceMinor()).toBe(before);
    const round = await lastRound();
    expect(round).toMatchObject({ status: 'refunded', betMinor: 0 });
    expect(await kindsOf(round?.roundId ?? '')).toEqual([
      ['bet', `${round?.roundId}-bet`],
      ['refund', `${round?.roundId}-refund`],
    ]);
  });

  it('keeps a win that went through although its answer was lost: the refund is refused', async () => {
    const real = await session();
    const before = await balanceMinor();
    faults.winAnswerLost = true;
    expect((await spin(real, 100)).statusCode).toBe(500);
    const round = await lastRound();
    expect(round).toMatchObject({ status: 'settled', betMinor: 100 });
    expect(await balanceMinor()).toBe(before - 100 + (round?.winMinor ?? 0));
    expect((await kindsOf(round?.roundId ?? '')).map(([kind]) => kind)).toEqual(['bet', 'win']);
  });

  it('refunds a bet whose answer never arrived', async () => {
    const real = await session();
    const before = await balanceMinor();
    faults.betAnswerLost = true;
    expect((await spin(real, 100)).statusCode).toBe(500);
    expect(await balanceMinor()).toBe(before);
    expect(await lastRound()).toMatchObject({ status: 'refunded', betMinor: 0 });
  });

  it('refunds a lottery ticket whose bet answer never arrived', async () => {
    const query = new URLSearchParams({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' });
    const launched = await app().inject({
      method: 'GET',
      url: api(`/games/launch?${query}`),
      headers: bearer(token),
    });
    const launch = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
    const lotto = (
      await app().inject({ method: 'POST', url: '/sandbox/api/session', payload: { token: launch } })
    ).json().value.session;
    const state = (
      await app().inject({ method: 'POST', url: '/sandbox/api/lotto/state', payload: { session: lotto } })
    ).json().value;
    const vn = state.lotteries.find((lottery: { lotteryCode: string }) => lottery.lotteryCode === 'VN_1MIN');
    const before = await balanceMinor();
    faults.betAnswerLost = true;
    const bought = await app().inject({
      method: 'POST',
      url: '/sandbox/api/lotto/tickets',
      payload: {
        session: lotto,
        lotteryCode: 'VN_1MIN',
        issue: vn.currentIssue,
        betType: 'lo2',
        number: '42',
        stake: 500,
      },
    });
    expect(bought.statusCode).toBe(500);
    expect(await balanceMinor()).toBe(before);
    expect(await lastRound()).toMatchObject({ status: 'refunded', betMinor: 0 });
  });
});

describe('a disabled member in the sandbox', () => {
  it('cannot open a game session or play a round', async () => {
    const real = await session();
    const launch = await launchToken();
    await app().db.update(members).set({ disabled: true }).where(eq(members.id, memberId));
    try {
      const before = await balanceMinor();
      const spun = await spin(real, 100);
      expect(spun.statusCode).toBe(403);
      expect(spun.json().code).toBe('user_disabled');
      const opened = await app().inject({
        method: 'POST',
        url: '/sandbox/api/session',
        payload: { token: launch },
      });
      expect(opened.statusCode).toBe(403);
      expect(opened.json().code).toBe('user_disabled');
      expect(await balanceMinor()).toBe(before);
    } finally {
      await app().db.update(members).set({ disabled: false }).where(eq(members.id, memberId));
    }
  });
});
