import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { RECENT_GAMES_KEPT, recordRecentGame } from './game-repository.ts';

const GAMES = 80;
// Each change a second after the previous one, so "the order added" never ties.
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, clock });
const catalogue = demoCatalogue({ games: GAMES });
const PASSWORD = 'favourite-pass-1';

let token: string;
let memberId: string;
let otherToken: string;
const [first, second, third] = catalogue.games.filter((game) => game.gameType === 'RNG') as [
  DemoGame,
  DemoGame,
  DemoGame,
];
const live = catalogue.games.find((game) => game.gameType === 'LIVE') as DemoGame;

async function member(username: string) {
  const created = await createMember(app(), { username, password: PASSWORD });
  const grant = await login(app(), username, PASSWORD, { remoteAddress: freshIp() });
  return { id: created.id, token: grant.token };
}

beforeAll(async () => {
  ({ token, id: memberId } = await member('fan_one'));
  ({ token: otherToken } = await member('fan_two'));
});

const call = (options: InjectOptions) => {
  clock.advance(1000);
  return app().inject(options);
};
const favourite = (method: 'POST' | 'DELETE', game: Pick<DemoGame, 'nodeId' | 'vassalage'>, auth = token) =>
  call({
    method,
    url: api('/games/favourites'),
    headers: bearer(auth),
    payload: { nodeId: game.nodeId, vendor: game.vassalage },
  });
const ids = async (auth = token) => {
  const response = await call({ method: 'GET', url: api('/games/favourite-ids'), headers: bearer(auth) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.ids as string[];
};

describe('favourites', () => {
  it('need a session: guests get 401 in_logged_login everywhere', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: api('/games/favourites') },
      { method: 'GET', url: api('/games/favourite-ids') },
      {
        method: 'POST',
        url: api('/games/favourites'),
        payload: { nodeId: first.nodeId, vendor: first.vassalage },
      },
      {
        method: 'DELETE',
        url: api('/games/favourites'),
        payload: { nodeId: first.nodeId, vendor: first.vassalage },
      },
      { method: 'GET', url: api('/games?gameClassify=favourite') },
      { method: 'GET', url: api('/games?gameClassify=FAV') },
      { method: 'GET', url: api('/games/favourites'), headers: bearer('x'.repeat(43)) },
    ];
    for (const request of requests) {
      const response = await call(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'in_logged_login' });
    }
  });

  it('adds, lists in the order added, and removes; each change answers the ids', async () => {
    const added = await favourite('POST', second);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ success: true, code: 'ok', value: { ids: [second.nodeId] } });
    expect((await favourite('POST', first)).json().value.ids).toEqual([second.nodeId, first.nodeId]);
    expect((await favourite('POST', live)).json().value.ids).toEqual([
      second.nodeId,
      first.nodeId,
      live.nodeId,
    ]);

    const list = await call({
      method: 'GET',
      url: api('/games/favourites?language=CN'),
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const value = list.json().value;
    expect(value.content.map((game: { nodeId: string }) => game.nodeId)).toEqual([
      second.nodeId,
      first.nodeId,
      live.nodeId,
    ]);
    expect(value.content[0].gameName).toBe(second.names.CN);
    expect(value.totalPages).toBe(1);
    expect(value.totalCount).toBe(3);

    const rng = await call({
      method: 'GET',
      url: api('/games/favourites?gameType=RNG&pageSize=1&pageNo=2'),
      headers: bearer(token),
    });
    expect(rng.json().value).toMatchObject({ totalPages: 2, totalCount: 2 });
    expect(rng.json().value.content.map((game: { nodeId: string }) => game.nodeId)).toEqual([first.nodeId]);

    const classified = await call({
      method: 'GET',
      url: api('/games?gameClassify=favourite&pageSize=100'),
      headers: bearer(token),
    });
    expect(classified.json().value.games.map((game: { nodeId: string }) => game.nodeId)).toEqual([
      second.nodeId,
      first.nodeId,
      live.nodeId,
    ]);

    const removed = await favourite('DELETE', second);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value.ids).toEqual([first.nodeId, live.nodeId]);
    expect(await ids()).toEqual([first.nodeId, live.nodeId]);
  });

  it('is idempotent: adding twice keeps one, removing a non-favourite succeeds', async () => {
    await favourite('POST', third);
    const again = await favourite('POST', third);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.ids.filter((id: string) => id === third.nodeId)).toHaveLength(1);
    await favourite('DELETE', third);
    const twice = await favourite('DELETE', third);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().value.ids).not.toContain(third.nodeId);
  });

  it('keeps favourites per member', async () => {
    expect(await ids(otherToken)).toEqual([]);
    await favourite('POST', third, otherToken);
    expect(await ids(otherToken)).toEqual([third.nodeId]);
    expect(await ids()).not.toContain(third.nodeId);
  });

  it('answers 404 for an unknown game, a wrong vendor or a vendor the merchant does not offer', async () => {
    for (const game of [
      { nodeId: 'nope', vassalage: 'PG' },
      { nodeId: first.nodeId, vassalage: first.vassalage === 'PG' ? 'JL' : 'PG' },
    ]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await favourite(method, game);
        expect(response.statusCode, `${method} ${game.nodeId}`).toBe(404);
        expect(response.json()).toEqual({ success: false, code: 'not_found' });
      }
    }
    await putMerchant(app(), 'pgonly', { domains: ['pgonly.localhost'], config: { gameVendors: ['PG'] } });
    const outsider = catalogue.games.find((game) => game.vassalage !== 'PG') as DemoGame;
    await createMember(app(), { username: 'pg_fan', password: PASSWORD }, { 'x-merchant-code': 'pgonly' });
    const grant = await login(app(), 'pg_fan', PASSWORD, {
      remoteAddress: freshIp(),
      headers: { 'x-merchant-code': 'pgonly' },
    });
    const refused = await call({
      method: 'POST',
      url: api('/games/favourites'),
      headers: { ...bearer(grant.token), 'x-merchant-code': 'pgonly' },
      payload: { nodeId: outsider.nodeId, vendor: outsider.vassalage },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a bad body with 400 and the field', async () => {
    for (const [payload, field] of [
      [{ nodeId: first.nodeId }, 'vendor'],
      [{ vendor: 'PG' }, 'nodeId'],
      [{ nodeId: '', vendor: 'PG' }, 'nodeId'],
      [{ nodeId: 'x'.repeat(65), vendor: 'PG' }, 'nodeId'],
    ] as const) {
      const response = await call({
        method: 'POST',
        url: api('/games/favourites'),
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().value.field).toBe(field);
    }
  });
});

describe('recent games', () => {
  const recent = async (query = '', auth = token) => {
    const response = await call({ method: 'GET', url: api(`/games/recent${query}`), headers: bearer(auth) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { content: { nodeId: string; gameName: string }[]; totalPages: number };
  };

  it('need a session: guests get 401 in_logged_login', async () => {
    for (const url of ['/games/recent', '/games?gameClassify=recent']) {
      const response = await call({ method: 'GET', url: api(url) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('in_logged_login');
    }
  });

  it('lists the games recorded for the member, the latest first, through the test facility', async () => {
    expect((await recent()).content).toEqual([]);
    for (const game of [first, live, second]) {
      const response = await call({
        method: 'POST',
        url: api('/test/recent-games'),
        headers: bearer(token),
        payload: { nodeId: game.nodeId },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await recent()).content.map((game) => game.nodeId)).toEqual([
      second.nodeId,
      live.nodeId,
      first.nodeId,
    ]);
    // Playing one again moves it to the front.
    await call({
      method: 'POST',
      url: api('/test/recent-games'),
      headers: bearer(token),
      payload: { nodeId: first.nodeId },
    });
    const latest = await recent('?page=1&pageSize=9&language=TW&clientType=2');
    expect(latest.content.map((game) => game.nodeId)).toEqual([first.nodeId, second.nodeId, live.nodeId]);
    expect(latest.content[0]?.gameName).toBe(first.names.TW);
    expect((await recent('?gameType=LIVE')).content.map((game) => game.nodeId)).toEqual([live.nodeId]);
    expect((await recent('?pageSize=2&page=2')).content.map((game) => game.nodeId)).toEqual([live.nodeId]);
    expect((await recent('?pageSize=2')).totalPages).toBe(2);

    const classified = await call({
      method: 'GET',
      url: api('/games?gameClassify=recent'),
      headers: bearer(token),
    });
    expect(classified.json().value.games.map((game: { nodeId: string }) => game.nodeId)).toEqual([
      first.nodeId,
      second.nodeId,
      live.nodeId,
    ]);
    expect((await recent('', otherToken)).content).toEqual([]);
  });

  it('keeps the latest 50 per member', async () => {
    const { id } = await member('busy_player');
    const start = Date.parse('2026-01-01T00:00:00Z');
    const played = catalogue.games.slice(0, RECENT_GAMES_KEPT + 3);
    for (const [index, game] of played.entries())
      await recordRecentGame(app().db, id, game.nodeId, new Date(start + index * 1000));
    const grant = await login(app(), 'busy_player', PASSWORD, { remoteAddress: freshIp() });
    const list = await recent('?pageSize=100', grant.token);
    expect(list.content).toHaveLength(RECENT_GAMES_KEPT);
    expect(list.content[0]?.nodeId).toBe(played.at(-1)?.nodeId);
    expect(list.content.map((game) => game.nodeId)).not.toContain(played[0]?.nodeId);
    expect(memberId).not.toBe(id);
  });

  it('refuses an unknown game in the test facility and bad queries', async () => {
    const unknown = await call({
      method: 'POST',
      url: api('/test/recent-games'),
      headers: bearer(token),
      payload: { nodeId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    const guest = await call({
      method: 'POST',
      url: api('/test/recent-games'),
      payload: { nodeId: first.nodeId },
    });
    expect(guest.statusCode).toBe(401);
    const bad = await call({ method: 'GET', url: api('/games/recent?pageSize=0'), headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('pageSize');
  });
});
