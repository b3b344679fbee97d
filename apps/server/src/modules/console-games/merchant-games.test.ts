import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const GAMES = 40;
const app = useTestApp({ demoCatalogue: GAMES, config: { demoCatalogueGames: GAMES } });
const catalogue = demoCatalogue({ games: GAMES });
const rng = catalogue.games.filter((game) => game.gameType === 'RNG');
const REASON = 'merchant review';
const SECOND = 'second.test';

let demoEditor: ConsoleCaller;
let secondEditor: ConsoleCaller;
let platform: ConsoleCaller;
beforeAll(async () => {
  await putMerchant(app(), 'second', { domains: [SECOND] });
  demoEditor = await operatorSession(app(), 'content');
  secondEditor = await operatorSession(app(), 'content', 'second');
  platform = await operatorSession(app(), 'content', null);
});

/** The node ids a guest of the merchant on `host` finds in a list (`/games` query). */
async function found(host: string, query: Record<string, string> = {}): Promise<string[]> {
  const search = new URLSearchParams({ pageNo: '1', pageSize: '100', ...query });
  const response = await app().inject({ method: 'GET', url: api(`/games?${search}`), headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.games.map((game: { nodeId: string }) => game.nodeId);
}

const update = (caller: ConsoleCaller, ids: string[], changes: object) =>
  caller.write('POST', '/console/games/changes', { ids, changes, reason: REASON });

/** The game as the caller's console table shows it. */
async function consoleGame(caller: ConsoleCaller, game: DemoGame) {
  const response = await caller.get(`/console/games?name=${encodeURIComponent(game.gameCode)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list.find((row: { nodeId: string }) => row.nodeId === game.nodeId);
}

describe("a merchant's own game switches (decision 0061)", () => {
  it("a merchant's operator switches a game off for its merchant only; the others keep it", async () => {
    const game = rng[0] as DemoGame;
    const off = await update(demoEditor, [game.nodeId], { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await found('localhost')).not.toContain(game.nodeId);
    expect(await found(SECOND)).toContain(game.nodeId);
    expect(await consoleGame(demoEditor, game)).toMatchObject({ enabled: false });
    expect(await consoleGame(secondEditor, game)).toMatchObject({ enabled: true });
    expect(await consoleGame(platform, game)).toMatchObject({ enabled: true });

    // The launch and favourites follow the merchant's switch too.
    await createMember(app(), { username: 'ownswitch', password: 'own-switch-1' });
    const { token } = await login(app(), 'ownswitch', 'own-switch-1', { remoteAddress: freshIp() });
    const launch = await app().inject({
      method: 'GET',
      url: api(
        `/games/launch?${new URLSearchParams({ gameCategory: game.gameType, vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId })}`,
      ),
      headers: bearer(token),
    });
    expect([launch.statusCode, launch.json().code]).toEqual([404, 'game_not_found']);
    const favourite = await app().inject({
      method: 'POST',
      url: api('/games/favourites'),
      headers: bearer(token),
      payload: { nodeId: game.nodeId, vendor: game.vassalage },
    });
    expect(favourite.statusCode).toBe(404);

    await update(demoEditor, [game.nodeId], { enabled: true });
    expect(await found('localhost')).toContain(game.nodeId);
  });

  it('hot and sort order are per merchant: the hot list of one starts with its pinned game only', async () => {
    const game = rng[rng.length - 1] as DemoGame;
    const pinned = await update(secondEditor, [game.nodeId], { hot: true, sortOrder: 999_999 });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await found(SECOND, { gameClassify: 'hot' }))[0]).toBe(game.nodeId);
    expect((await found(SECOND))[0]).toBe(game.nodeId);
    expect((await found('localhost', { gameClassify: 'hot' }))[0]).not.toBe(game.nodeId);
    expect(await consoleGame(secondEditor, game)).toMatchObject({ hot: true, sortOrder: 999_999 });
    expect(await consoleGame(demoEditor, game)).toMatchObject({ hot: false });
  });

  it("a platform operator's switch applies to every merchant without its own; a merchant's own wins", async () => {
    const game = rng[1] as DemoGame;
    const off = await update(platform, [game.nodeId], { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await found('localhost')).not.toContain(game.nodeId);
    expect(await found(SECOND)).not.toContain(game.nodeId);

    await update(secondEditor, [game.nodeId], { enabled: true });
    expect(await found(SECOND)).toContain(game.nodeId);
    expect(await found('localhost')).not.toContain(game.nodeId);
    expect(await consoleGame(platform, game)).toMatchObject({ enabled: false });

    // Status filters read the merchant's view.
    const disabled = (await secondEditor.get('/console/games?status=disabled&pageSize=100')).json().value
      .list;
    expect(disabled.map((row: { nodeId: string }) => row.nodeId)).not.toContain(game.nodeId);
  });

  it("a sync that drops a game switches it off for every merchant, whatever a merchant's own switch said", async () => {
    const template = rng[2] as DemoGame;
    const [row] = await app().db.select().from(games).where(eq(games.nodeId, template.nodeId));
    if (!row) throw new Error('stored');
    // A game of the vendor's that its list no longer has, switched on by the second merchant's operator.
    await app()
      .db.insert(games)
      .values({ ...row, nodeId: 'gone-2', gameCode: 'gone-2', gameId: 'gone-2' });
    await update(secondEditor, ['gone-2'], { enabled: true });
    expect(await found(SECOND)).toContain('gone-2');

    const synced = await platform.write('POST', `/console/vendors/${template.vassalage}/sync`, {
      reason: REASON,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().value.disabled).toBe(1);
    expect(await found(SECOND)).not.toContain('gone-2');
    expect(await found('localhost')).not.toContain('gone-2');
  });
});
