import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, lotteryTickets, wallets } from '../../db/schema.ts';
import { api, bearer, createMember, freshIp, login, TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { currentIssue, LOTTERIES, lotteryByCode, ticketWin } from '../../vendors/sandbox/lotteries.ts';

const clock = new TestClock();
const app = useTestApp({ demoCatalogue: 60, clock });
const PASSWORD = 'lottery-pass-1';
const VN = lotteryByCode('VN_1MIN') as NonNullable<ReturnType<typeof lotteryByCode>>;

let token: string;
let memberId: string;

beforeAll(async () => {
  memberId = (await createMember(app(), { username: 'punter', password: PASSWORD })).id;
  token = (await login(app(), 'punter', PASSWORD, { remoteAddress: freshIp() })).token;
  const credit = await app().inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    payload: { username: 'punter', amount: 100 },
  });
  expect(credit.statusCode, credit.body).toBe(200);
});

async function lottoSession(
  params: Record<string, string> = { gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' },
): Promise<string> {
  const query = new URLSearchParams(params);
  const launched = await app().inject({
    method: 'GET',
    url: api(`/games/launch?${query}`),
    headers: bearer(token),
  });
  const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
  const opened = await app().inject({
    method: 'POST',
    url: '/sandbox/api/session',
    payload: { token: launchToken },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().value.session;
}

const balance = async () => (await app().db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0];

describe('lottery issues', () => {
  it('are numbered per UTC day and close a few seconds before the draw', () => {
    const at = Date.parse('2026-03-01T12:00:30Z');
    expect(currentIssue(VN, at)).toEqual({
      issue: '202603010721',
      drawAt: Date.parse('2026-03-01T12:01:00Z'),
    });
    expect(currentIssue(VN, Date.parse('2026-03-01T12:00:56Z')).issue).toBe('202603010722');
    expect(currentIssue(VN, Date.parse('2026-03-01T23:59:30Z')).issue).toBe('202603011440');
  });
});

describe('sandbox lottery', () => {
  it('debits a ticket through the wallet, draws the issue once and settles the ticket', async () => {
    const session = await lottoSession();
    const state = (
      await app().inject({ method: 'POST', url: '/sandbox/api/lotto/state', payload: { session } })
    ).json().value;
    const vn = state.lotteries.find((lottery: { lotteryCode: string }) => lottery.lotteryCode === 'VN_1MIN');
    expect(state.lotteries.map((lottery: { lotteryCode: string }) => lottery.lotteryCode)).toEqual(
      LOTTERIES.filter((lottery) => lottery.vendor === 'TCG_LOTTO_VN').map((lottery) => lottery.lotteryCode),
    );
    const buy = (issue: string) =>
      app().inject({
        method: 'POST',
        url: '/sandbox/api/lotto/tickets',
        payload: { session, lotteryCode: 'VN_1MIN', issue, betType: 'lo2', number: '42', stake: 500 },
      });
    const closed = await buy('20000101-0001');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'lottery_closed', value: { field: 'issue' } });

    const bought = await buy(vn.currentIssue);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().value.balance).toBe(10_000 - 500);
    expect((await balance())?.balanceMinor).toBe(9_500);

    clock.advance(61_000);
    // The server's own timer may get there first: either way each issue is drawn and settled once.
    await app().lottery.drawDue();
    expect(await app().lottery.drawDue()).toBe(0);
    await app().lottery.settleDrawn();
    expect(await app().lottery.settleDrawn()).toBe(0);

    const [ticket] = await app()
      .db.select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.memberId, memberId));
    const [result] = await app().lottery.recentResults(['VN_1MIN'], 1);
    expect(result?.prizes.map((prize) => prize.tier)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
    ]);
    const win = ticketWin(VN, { betType: 'lo2', numbers: ['42'] }, 500, result?.prizes ?? []);
    expect(ticket).toMatchObject({ status: 'settled', winMinor: win });
    expect((await balance())?.balanceMinor).toBe(9_500 + win);
  });

  it("refuses a ticket of another vendor's lottery and lists no lotteries for a vendor without any", async () => {
    const session = await lottoSession();
    const before = (await balance())?.balanceMinor;
    const sea = lotteryByCode('SEA_3MIN') as NonNullable<ReturnType<typeof lotteryByCode>>;
    const foreign = await app().inject({
      method: 'POST',
      url: '/sandbox/api/lotto/tickets',
      payload: {
        session,
        lotteryCode: 'SEA_3MIN',
        issue: currentIssue(sea, clock.now()).issue,
        betType: '2d',
        number: '42',
        stake: 100,
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'validation_error', value: { field: 'lotteryCode' } });
    expect((await balance())?.balanceMinor).toBe(before);

    const [game] = await app().db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1);
    if (!game) throw new Error('the demo catalogue has no RNG game');
    const slotSession = await lottoSession({
      gameCategory: game.gameType,
      vendor: game.vassalage,
      gameId: game.gameId,
      nodeId: game.nodeId,
      freePlay: '0',
    });
    const state = await app().inject({
      method: 'POST',
      url: '/sandbox/api/lotto/state',
      payload: { session: slotSession },
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().value).toMatchObject({ lotteries: [], results: [] });
  });

  it('answers the public lottery routes', async () => {
    await app().lottery.tick();
    const list = await app().inject({ method: 'GET', url: api('/lottery/list?vendor=TCG_SEA') });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.list).toEqual([
      expect.objectContaining({ lotteryCode: 'SEA_3MIN', region: 'SEA', drawIntervalSeconds: 180 }),
    ]);
    const menu = (await app().inject({ method: 'GET', url: api('/lottery/menu') })).json().value;
    expect(menu.groups.map((group: { groupId: string }) => group.groupId)).toEqual(['VN', 'NUMERO', 'SEA']);
    const recent = (await app().inject({ method: 'GET', url: api('/lottery/recent-vn?limit=5') })).json()
      .value;
    expect(recent.results.length).toBeGreaterThanOrEqual(1);
    clock.advance(61_000);
    await app().lottery.tick();
    const numero = (await app().inject({ method: 'GET', url: api('/lottery/numero') })).json().value;
    expect(numero.draws[0].numbers).toHaveLength(5);
    for (const n of numero.draws[0].numbers) expect(n).toBeGreaterThanOrEqual(1);
  });
});
