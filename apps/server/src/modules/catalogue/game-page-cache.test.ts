import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { CACHE_MAX_AGE_MS } from '../../plugins/invalidation/invalidated-cache.ts';
import { api, bearer, createMember, freshIp, login, TestClock } from '../../test/accounts.ts';
import { createSiblingApp, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

// Pages of games are kept per merchant, language and filter (issue 20, decision 0075): a change made in
// the console shows at once on this instance and within 5 s on the others.
const GAMES = 40;
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, config: { demoCatalogueGames: GAMES }, clock });
const rng = demoCatalogue({ games: GAMES }).games.filter((game) => game.gameType === 'RNG');
const REASON = 'page cache check';

let editor: ConsoleCaller;
beforeAll(async () => {
  // The demo merchant's own operator: its switches are the merchant's (merchant_games).
  editor = await operatorSession(app(), 'content');
});

const pageOf = (target: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url: api(`/games?pageNo=1&pageSize=24&${query}`), headers });

/** The node ids of a page of 24 RNG games a guest sees. */
async function page(target = app(), query = 'gameType=RNG'): Promise<string[]> {
  const response = await pageOf(target, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.games.map((game: { nodeId: string }) => game.nodeId);
}

const switchGame = (game: DemoGame, enabled: boolean) =>
  editor.write('POST', '/console/games/changes', {
    ids: [game.nodeId],
    changes: { enabled },
    reason: REASON,
  });

describe('cached pages of games', () => {
  it("serve what they read until the catalogue changes: a merchant's switch shows at once, a write behind the console's back within the cache's age", async () => {
    const game = rng[0] as DemoGame;
    expect(await page()).toContain(game.nodeId);
    // Written behind the console's back: no invalidation, so the page stays as it was read…
    await app().db.update(games).set({ enabled: false }).where(eq(games.nodeId, game.nodeId));
    expect(await page()).toContain(game.nodeId);
    // …until it is older than the cache's age.
    clock.advance(CACHE_MAX_AGE_MS);
    expect(await page()).not.toContain(game.nodeId);
    await app().db.update(games).set({ enabled: true }).where(eq(games.nodeId, game.nodeId));
    clock.advance(CACHE_MAX_AGE_MS);
    expect(await page()).toContain(game.nodeId);

    // Through the console the page changes at once.
    expect((await switchGame(game, false)).statusCode).toBe(200);
    expect(await page()).not.toContain(game.nodeId);
    expect((await switchGame(game, true)).statusCode).toBe(200);
    expect(await page()).toContain(game.nodeId);
  });

  it('answer the same text and ETag from the cache, and 304 to a client that has it', async () => {
    const first = await pageOf(app(), 'gameClassify=hot');
    const second = await pageOf(app(), 'gameClassify=hot');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const again = await pageOf(app(), 'gameClassify=hot', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compress a cached page once for the clients that ask, brotli before gzip, and vary by it', async () => {
    const plain = await pageOf(app(), 'gameType=RNG&language=ZH');
    const br = await pageOf(app(), 'gameType=RNG&language=ZH', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gzip = await pageOf(app(), 'gameType=RNG&language=ZH', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await pageOf(app(), 'gameType=RNG&language=ZH', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it("drop a vendor's games at once when the vendor is switched off", async () => {
    const vendor = (rng[1] as DemoGame).vassalage;
    const platform = await operatorSession(app(), 'content', null);
    const ofVendor = rng.filter((game) => game.vassalage === vendor).map((game) => game.nodeId);
    expect(await page()).toEqual(expect.arrayContaining(ofVendor.slice(0, 1)));
    const off = await platform.write('PATCH', `/console/vendors/${vendor}`, {
      enabled: false,
      reason: REASON,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await page()).filter((nodeId) => ofVendor.includes(nodeId))).toEqual([]);
    await platform.write('PATCH', `/console/vendors/${vendor}`, { enabled: true, reason: REASON });
    expect(await page()).toEqual(expect.arrayContaining(ofVendor.slice(0, 1)));
  });

  it("hold nothing of a player: a signed-in player's page is a guest's, and favourites stay each player's own", async () => {
    const [first, second] = rng as [DemoGame, DemoGame];
    const tokens: string[] = [];
    for (const username of ['cachefan1', 'cachefan2']) {
      await createMember(app(), { username, password: 'cache-fan-1' });
      tokens.push((await login(app(), username, 'cache-fan-1', { remoteAddress: freshIp() })).token);
    }
    const [one, two] = tokens as [string, string];
    const favourite = (token: string, game: DemoGame) =>
      app().inject({
        method: 'POST',
        url: api('/games/favourites'),
        headers: bearer(token),
        payload: { nodeId: game.nodeId, vendor: game.vassalage },
      });
    expect((await favourite(one, first)).statusCode).toBe(200);
    expect((await favourite(two, second)).statusCode).toBe(200);

    const guest = await pageOf(app(), 'gameType=RNG&language=EN');
    const player = await pageOf(app(), 'gameType=RNG&language=EN', bearer(one));
    expect(player.body).toBe(guest.body);
    const favourites = async (token: string) =>
      (await pageOf(app(), 'gameClassify=favourite', bearer(token)))
        .json()
        .value.games.map((game: { nodeId: string }) => game.nodeId);
    expect(await favourites(one)).toEqual([first.nodeId]);
    expect(await favourites(two)).toEqual([second.nodeId]);
    const own = await pageOf(app(), 'gameClassify=favourite', bearer(one));
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
  });
});

describe('cached pages of games on two instances', () => {
  let sibling: FastifyInstance | undefined;
  afterAll(async () => {
    await sibling?.close();
  });

  it("the other instance drops a page within 5 s of a merchant's switch (at once through Redis)", async () => {
    const game = rng[2] as DemoGame;
    sibling = await createSiblingApp(app());
    const other = sibling;
    // The other instance has read (and cached) the page before the change.
    expect(await page(other)).toContain(game.nodeId);
    expect((await switchGame(game, false)).statusCode).toBe(200);
    const throughRedis = Boolean(app().config.redisUrl);
    // In process each instance has its own bus: the other's copy expires with its age.
    if (!throughRedis) clock.advance(CACHE_MAX_AGE_MS);
    const started = Date.now();
    while ((await page(other)).includes(game.nodeId)) {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await switchGame(game, true)).statusCode).toBe(200);
    if (!throughRedis) clock.advance(CACHE_MAX_AGE_MS);
    const back = Date.now();
    while (!(await page(other)).includes(game.nodeId)) {
      expect(Date.now() - back).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 20_000);
});
