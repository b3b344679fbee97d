import { LOTTO_MUI } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recentGames } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { LAUNCH_TOKEN_TTL_MS } from '../../vendors/game-tokens.ts';

const GAMES = 60;
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, clock });
const catalogue = demoCatalogue({ games: GAMES });
const PASSWORD = 'launch-pass-1';
const rng = catalogue.games.filter((game) => game.gameType === 'RNG');
const freeGame = rng.find((game) => game.supportPlay === 0) as DemoGame;
const paidGame = rng.find((game) => game.supportPlay !== 0) as DemoGame;
const live = catalogue.games.find((game) => game.gameType === 'LIVE') as DemoGame;

let token: string;
let memberId: string;
let trialToken: string;

beforeAll(async () => {
  const created = await createMember(app(), { username: 'launcher', password: PASSWORD });
  memberId = created.id;
  token = (await login(app(), 'launcher', PASSWORD, { remoteAddress: freshIp() })).token;
  const trialName = (await app().inject({ method: 'GET', url: api('/auth/trial-name') })).json().value;
  const trial = await app().inject({ method: 'POST', url: api('/auth/trial-login'), payload: { trialName } });
  trialToken = trial.json().value.token;
});

const launch = (query: Record<string, string>, auth: string | null = token, headers = {}) =>
  app().inject({
    method: 'GET',
    url: api(`/games/launch?${new URLSearchParams(query)}`),
    headers: { ...(auth ? bearer(auth) : {}), ...headers },
  });
const of = (game: DemoGame, extra: Record<string, string> = {}) => ({
  gameCategory: game.gameType,
  vendor: game.vassalage,
  gameId: game.gameId,
  nodeId: game.nodeId,
  ...extra,
});
const openSession = (url: string) =>
  app().inject({
    method: 'POST',
    url: '/sandbox/api/session',
    payload: { token: new URL(url, 'http://x').searchParams.get('token') },
  });

describe('launchGame', () => {
  it('refuses guests with 401 in_logged_login', async () => {
    const response = await launch(of(paidGame), null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('in_logged_login');
  });

  it('answers 404 game_not_found for an unknown game', async () => {
    const response = await launch({ gameCategory: 'RNG', vendor: paidGame.vassalage, gameId: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'game_not_found', value: { field: 'gameId' } });
  });

  it('answers 404 game_not_found for a vendor the merchant does not offer', async () => {
    await putMerchant(app(), 'narrow', { domains: ['narrow.test'], config: { gameVendors: ['TCG_SEA'] } });
    const member = await createMember(
      app(),
      { username: 'narrow_one', password: PASSWORD },
      { 'x-merchant-code': 'narrow' },
    );
    expect(member.id).toBeTruthy();
    const grant = await login(app(), 'narrow_one', PASSWORD, {
      remoteAddress: freshIp(),
      headers: { 'x-merchant-code': 'narrow' },
    });
    const response = await launch(of(paidGame), grant.token, { 'x-merchant-code': 'narrow' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('game_not_found');
  });

  it('launches a game in a frame with a signed sandbox URL and records it as recent', async () => {
    const response = await launch(of(paidGame));
    expect(response.statusCode, response.body).toBe(200);
    const launched = response.json().value;
    expect(launched).toMatchObject({ open: 'frame', freePlay: false });
    expect(launched.url).toMatch(/^\/sandbox\/games\/slot\/\?token=[\w-]+\.[\w-]+&lang=/);
    expect(Date.parse(launched.expiresAt)).toBe(clock.now() + LAUNCH_TOKEN_TTL_MS);
    const recent = await app()
      .db.select()
      .from(recentGames)
      .where(and(eq(recentGames.memberId, memberId), eq(recentGames.nodeId, paidGame.nodeId)));
    expect(recent).toHaveLength(1);
    expect((await launch(of(live))).json().value.url).toMatch(/^\/sandbox\/games\/table\//);
  });

  it('refuses freePlay=1 on a game without free play, and allows it where supported', async () => {
    const refused = await launch(of(paidGame, { freePlay: '1' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'free_play_unsupported', value: { field: 'freePlay' } });
    const allowed = await launch(of(freeGame, { freePlay: '1' }));
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().value.freePlay).toBe(true);
  });

  it('names the game in the launch language, and leaves a lottery lobby unnamed', async () => {
    const named = (await launch(of(paidGame, { language: 'TW' }))).json().value;
    expect(named.gameName).toBe(paidGame.names.TW);
    const english = (await launch(of(paidGame, { language: 'UR' }))).json().value;
    expect(english.gameName).toBe(paidGame.gameName);
    const lobby = await launch({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' });
    expect(lobby.json().value.gameName).toBe('');
  });

  it('lets trial accounts play their trial balance: the game shows what the header shows', async () => {
    const header = await app().inject({ method: 'GET', url: api('/wallet'), headers: bearer(trialToken) });
    expect(header.json().value.sumBalance).toBe(2000);
    for (const game of [freeGame, paidGame]) {
      const response = await launch(of(game), trialToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value.freePlay).toBe(false);
      const opened = await openSession(response.json().value.url);
      expect(opened.json().value).toMatchObject({ freePlay: false, balance: 200_000 });
    }
  });

  it('opens lottery lobbies on the lotto-h5 host page with token, merchant, css and prize mode', async () => {
    const vn = await launch({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' });
    expect(vn.statusCode, vn.body).toBe(200);
    const launched = vn.json().value;
    expect(launched.open).toBe('page');
    const url = new URL(launched.url, 'http://x');
    expect(url.pathname).toBe(`/m/lotto-h5/${LOTTO_MUI}/trad/games/lobby`);
    expect(url.searchParams.get('merchant')).toBe('demo');
    expect(url.searchParams.get('css')).toBe('demo.css');
    expect(url.searchParams.get('prize_mode')).toBe('NORMAL');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);

    const sea = await launch({ gameCategory: 'LOTT', vendor: 'TCG_SEA', gameId: 'lobby', playType: 'ent' });
    const seaUrl = new URL(sea.json().value.url, 'http://x');
    expect(seaUrl.pathname).toBe(`/m/lotto-h5/${LOTTO_MUI}/ent/games/lobby`);
    expect(seaUrl.searchParams.get('prize_mode')).toBe('SEA');
  });

  it('refuses an expired or forged launch token with 401 game_session_expired', async () => {
    const { url } = (await launch(of(freeGame, { freePlay: '1' }))).json().value;
    const forged = await app().inject({
      method: 'POST',
      url: '/sandbox/api/session',
      payload: { token: `${new URL(url, 'http://x').searchParams.get('token')}x` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('game_session_expired');
    clock.advance(LAUNCH_TOKEN_TTL_MS + 1);
    const late = await openSession(url);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('game_session_expired');
  });
});
