import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, wallets, walletTransactions } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login, TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { SLOT_SYMBOLS, SLOT_THREE_OF_A_KIND, SLOT_WEIGHTS, slotMultiplier } from './sandbox-outcomes.ts';

const GAMES = 60;
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, clock });
const catalogue = demoCatalogue({ games: GAMES });
const PASSWORD = 'sandbox-pass-1';
const slot = catalogue.games.find((game) => game.gameType === 'RNG' && game.supportPlay === 0) as DemoGame;

let token: string;
let memberId: string;

beforeAll(async () => {
  memberId = (await createMember(app(), { username: 'spinner', password: PASSWORD })).id;
  token = (await login(app(), 'spinner', PASSWORD, { remoteAddress: freshIp() })).token;
});

async function session(freePlay: boolean): Promise<{ session: string; balance: number }> {
  const query = new URLSearchParams({
    gameCategory: slot.gameType,
    vendor: slot.vassalage,
    gameId: slot.gameId,
    nodeId: slot.nodeId,
    freePlay: freePlay ? '1' : '0',
  });
  const launched = await app().inject({
    method: 'GET',
    url: api(`/games/launch?${query}`),
    headers: bearer(token),
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const launchToken = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
  const opened = await app().inject({
    method: 'POST',
    url: '/sandbox/api/session',
    payload: { token: launchToken },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().value;
}

const balanceMinor = async () =>
  (await app().db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]?.balanceMinor ?? 0;
const spin = (session: string, stake: number) =>
  app().inject({ method: 'POST', url: '/sandbox/api/slot/spin', payload: { session, stake } });

describe('sandbox slot', () => {
  it('pays back about 96 % over every stop of the reels', () => {
    const total = Object.values(SLOT_WEIGHTS).reduce((a, b) => a + b, 0);
    let rtp = 0;
    for (const a of SLOT_SYMBOLS)
      for (const b of SLOT_SYMBOLS)
        for (const c of SLOT_SYMBOLS)
          rtp +=
            ((SLOT_WEIGHTS[a] * SLOT_WEIGHTS[b] * SLOT_WEIGHTS[c]) / total ** 3) * slotMultiplier([a, b, c]);
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
    expect(slotMultiplier(['seven', 'seven', 'seven'])).toBe(SLOT_THREE_OF_A_KIND.seven);
  });

  it('refuses a spin without money: 409 insufficient_balance, nothing changes', async () => {
    const { session: real, balance } = await session(false);
    expect(balance).toBe(0);
    const response = await spin(real, 100);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'insufficient_balance', value: { field: 'stake' } });
    expect(await app().db.select().from(gameRounds).where(eq(gameRounds.memberId, memberId))).toHaveLength(0);
  });

  it('moves a real spin through the seamless wallet: a bet, then a win, in one game round', async () => {
    const credit = await app().inject({
      method: 'POST',
      url: api('/test/wallet-credits'),
      payload: { username: 'spinner', amount: 50 },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const { session: real, balance } = await session(false);
    expect(balance).toBe(5_000);

    const response = await spin(real, 100);
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json().value;
    expect(round.reels).toHaveLength(3);
    expect(round.winMinor).toBe(100 * slotMultiplier(round.reels));
    expect(round.balance).toBe(5_000 - 100 + round.winMinor);
    expect(await balanceMinor()).toBe(round.balance);

    const [stored] = await app().db.select().from(gameRounds).where(eq(gameRounds.roundId, round.roundId));
    expect(stored).toMatchObject({
      vendor: slot.vassalage,
      memberId,
      nodeId: slot.nodeId,
      betMinor: 100,
      winMinor: round.winMinor,
      status: 'settled',
    });
    const transactions = await app()
      .db.select()
      .from(walletTransactions)
      .where(eq(walletTransactions.roundId, round.roundId));
    expect(transactions.map((row) => [row.kind, row.transactionId]).sort()).toEqual([
      ['bet', `${round.roundId}-bet`],
      ['win', `${round.roundId}-win`],
    ]);

    const detail = await app().inject({
      method: 'POST',
      url: '/sandbox/api/rounds/detail',
      payload: { session: real, roundId: round.roundId },
    });
    expect(detail.json().value).toMatchObject({ roundId: round.roundId, betMinor: 100, status: 'settled' });
  });

  it('plays free spins on virtual credits carried in the session, never touching the wallet', async () => {
    const before = await balanceMinor();
    const rounds = (await app().db.select().from(gameRounds)).length;
    const free = await session(true);
    expect(free.balance).toBe(200_000);
    const first = (await spin(free.session, 1_000)).json().value;
    expect(first.balance).toBe(200_000 - 1_000 + first.winMinor);
    const second = (await spin(first.session, 1_000)).json().value;
    expect(second.balance).toBe(first.balance - 1_000 + second.winMinor);
    expect(await balanceMinor()).toBe(before);
    expect(await app().db.select().from(gameRounds)).toHaveLength(rounds);
  });

  it('plays crash and baccarat rounds', async () => {
    const free = await session(true);
    const crash = await app().inject({
      method: 'POST',
      url: '/sandbox/api/crash/play',
      payload: { session: free.session, stake: 100, target: 150 },
    });
    expect(crash.statusCode, crash.body).toBe(200);
    const crashed = crash.json().value;
    expect(crashed.winMinor).toBe(crashed.crashPoint >= 150 ? 150 : 0);
    const table = await app().inject({
      method: 'POST',
      url: '/sandbox/api/table/play',
      payload: { session: crashed.session, stake: 100, side: 'banker' },
    });
    expect(table.statusCode, table.body).toBe(200);
    const hand = table.json().value;
    expect(hand.winMinor).toBe(hand.winner === 'banker' ? 195 : hand.winner === 'tie' ? 100 : 0);
  });

  it('refuses a forged game session with 401 game_session_expired', async () => {
    const response = await spin('e30.AAAA', 100);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('game_session_expired');
  });
});

describe('sandbox pages', () => {
  it('are served with the strict CSP, frameable by this origin only', async () => {
    for (const url of [
      '/sandbox/games/slot/',
      '/sandbox/games/crash/',
      '/sandbox/games/table/',
      '/sandbox/lotto-h5/default/trad/games/lobby',
      '/sandbox/games/slot/slot.js',
      '/sandbox/post-envelope.js',
    ]) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const html = (await app().inject({ method: 'GET', url: '/sandbox/games/slot/' })).body;
    expect(html).toContain('id="spin"');
    expect(html).not.toMatch(/<script>|style=/);
    expect(html).toContain('id="reels"');
    const lobby = await app().inject({ method: 'GET', url: api('/content/banners') });
    expect(String(lobby.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('find every script, stylesheet and drawing they name: the app tokens, the theme switch, reels and cards', async () => {
    const pages = [
      '/sandbox/games/slot/',
      '/sandbox/games/crash/',
      '/sandbox/games/table/',
      '/sandbox/lotto-h5/default/trad/games/lobby',
    ];
    const assets = new Set(['/sandbox/games/slot/symbols.svg', '/sandbox/games/table/cards.svg']);
    for (const page of pages) {
      const html = (await app().inject({ method: 'GET', url: page })).body;
      const named = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((match) => match[1] as string);
      expect(named, page).toEqual(
        expect.arrayContaining(['/sandbox/tokens.css', '/sandbox/page.css', '/sandbox/theme.js']),
      );
      for (const asset of named) assets.add(asset);
    }
    for (const asset of assets) {
      const response = await app().inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
  });

  it('serve the merchant lottery colours as css, and 404 for unknown merchants', async () => {
    const css = await app().inject({ method: 'GET', url: '/sandbox/lotto-h5/css/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('--brand');
    expect((await app().inject({ method: 'GET', url: '/sandbox/lotto-h5/css/nobody.css' })).statusCode).toBe(
      404,
    );
  });
});
