import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, gameVendors } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { createSiblingApp, putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lobby</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const GAMES = 60;
// The sandbox vendor lists the demo catalogue of the same size as the one stored.
const app = useTestApp({ demoCatalogue: GAMES, config: { webDist, demoCatalogueGames: GAMES } });
const catalogue = demoCatalogue({ games: GAMES });
const PASSWORD = 'games-pass-1';
const rng = catalogue.games.filter((game) => game.gameType === 'RNG');

let token: string;
let editor: ConsoleCaller;
beforeAll(async () => {
  await createMember(app(), { username: 'gamesplayer', password: PASSWORD });
  token = (await login(app(), 'gamesplayer', PASSWORD, { remoteAddress: freshIp() })).token;
  editor = await operatorSession(app(), 'content');
});

const REASON = 'catalogue review';

/** The node ids a guest of the demo merchant finds by searching `name` (or every game). */
async function found(query: Record<string, string> = {}, target = app()): Promise<string[]> {
  const search = new URLSearchParams({ pageNo: '1', pageSize: '100', ...query });
  const response = await target.inject({ method: 'GET', url: api(`/games?${search}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.games.map((game: { nodeId: string }) => game.nodeId);
}

const launch = (game: DemoGame, target = app()) =>
  target.inject({
    method: 'GET',
    url: api(
      `/games/launch?${new URLSearchParams({ gameCategory: game.gameType, vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId })}`,
    ),
    headers: bearer(token),
  });

const updateGames = (body: object, caller = editor) => caller.write('POST', '/console/games/changes', body);
const updateVendor = (code: string, body: object, caller = editor) =>
  caller.write('PATCH', `/console/vendors/${code}`, body);

const frameSrc = async () => {
  const response = await app().inject({
    method: 'GET',
    url: '/m/launchGame',
    headers: { host: 'localhost' },
  });
  return /(?:^|;\s*)frame-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
};

describe('console games', () => {
  it('lists every game filtered, sorted and paged', async () => {
    const [game] = rng;
    if (!game) throw new Error('the demo catalogue has RNG games');
    const page = (
      await editor.get(
        `/console/games?vendor=${game.vassalage}&category=RNG&pageSize=25&sort=name&direction=asc`,
      )
    ).json().value;
    expect(page.list.length).toBeGreaterThan(0);
    expect(
      page.list.every(
        (row: { vendor: string; category: string }) =>
          row.vendor === game.vassalage && row.category === 'RNG',
      ),
    ).toBe(true);
    const names = page.list.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const byName = (await editor.get(`/console/games?name=${encodeURIComponent(game.gameName)}`)).json()
      .value;
    expect(byName.list.map((row: { nodeId: string }) => row.nodeId)).toContain(game.nodeId);
    const all = (await editor.get('/console/games?pageSize=25&page=2')).json().value;
    expect(all).toMatchObject({ page: 2, pageSize: 25, totalCount: GAMES });
  });

  it('a disabled game leaves the list and the search at once and its launch is refused; enabling brings it back', async () => {
    const game = rng[0] as DemoGame;
    expect(await found({ gameName: game.gameName })).toContain(game.nodeId);
    const off = await updateGames({ ids: [game.nodeId], changes: { enabled: false }, reason: REASON });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toEqual({ updated: 1 });
    expect(await found({ gameName: game.gameName })).not.toContain(game.nodeId);
    expect(await found()).not.toContain(game.nodeId);
    const refused = await launch(game);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'game_not_found']);

    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=games.updated')).json().value.list;
    expect(events[0]).toMatchObject({ reason: REASON });
    expect(events[0].before[0]).toMatchObject({ nodeId: game.nodeId, enabled: true });

    await updateGames({ ids: [game.nodeId], changes: { enabled: true }, reason: REASON });
    expect(await found({ gameName: game.gameName })).toContain(game.nodeId);
    expect((await launch(game)).statusCode).toBe(200);
  });

  it('another instance drops its cached lists when a game changes', async () => {
    const game = rng[1] as DemoGame;
    const sibling = await createSiblingApp(app());
    try {
      expect(await found({}, sibling)).toContain(game.nodeId);
      await updateGames({ ids: [game.nodeId], changes: { enabled: false }, reason: REASON });
      // In process each instance has its own bus: the sibling's copy expires within 4 s.
      await new Promise((resolve) => setTimeout(resolve, 4_100));
      expect(await found({}, sibling)).not.toContain(game.nodeId);
    } finally {
      await updateGames({ ids: [game.nodeId], changes: { enabled: true }, reason: REASON });
      await sibling.close();
    }
  });

  it('bulk changes by filter: hot pins games to the top of the hot list, sort order and category apply', async () => {
    const game = rng[2] as DemoGame;
    const hot = await updateGames({
      filter: { name: game.gameCode },
      changes: { hot: true, sortOrder: 0, isNew: true },
      reason: REASON,
    });
    expect(hot.json().value).toEqual({ updated: 1 });
    const top = (await app().inject({ method: 'GET', url: api('/games/hot?pageNo=1&pageSize=9') })).json()
      .value;
    expect(top.list[0].nodeId).toBe(game.nodeId);
    const row = (await editor.get(`/console/games?name=${game.gameCode}`)).json().value.list[0];
    expect(row).toMatchObject({ hot: true, isNew: true, sortOrder: 0 });

    await updateGames({
      ids: [game.nodeId],
      changes: { category: 'FISH', classification: 'Arcade' },
      reason: REASON,
    });
    expect(await found({ gameType: 'FISH' })).toContain(game.nodeId);
    await updateGames({
      ids: [game.nodeId],
      changes: { category: 'RNG', classification: null, hot: false },
      reason: REASON,
    });
  });

  it('replaces a game icon by an uploaded image', async () => {
    const game = rng[3] as DemoGame;
    const url = '/media/uploads/0123456789abcdef0123456789abcdef-960.webp';
    const changed = await updateGames({ ids: [game.nodeId], changes: { imageUrl: url }, reason: REASON });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = (
      await app().inject({
        method: 'GET',
        url: api(`/games?pageNo=1&pageSize=5&gameName=${encodeURIComponent(game.gameName)}`),
      })
    ).json().value.games;
    expect(listed.find((one: { nodeId: string }) => one.nodeId === game.nodeId)?.iconUrl).toBe(url);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const game = rng[4] as DemoGame;
    const cases: [object, string][] = [
      [{ ids: [game.nodeId], changes: { enabled: false } }, 'reason'],
      [{ ids: [game.nodeId], changes: {}, reason: REASON }, 'changes'],
      [{ changes: { enabled: false }, reason: REASON }, 'ids'],
      [{ ids: [game.nodeId], filter: {}, changes: { enabled: false }, reason: REASON }, 'ids'],
      [{ ids: [game.nodeId], changes: { sortOrder: -1 }, reason: REASON }, 'changes.sortOrder'],
      [{ ids: [game.nodeId], changes: { category: 'NOPE' }, reason: REASON }, 'changes.category'],
      [
        { ids: [game.nodeId], changes: { imageUrl: 'https://evil.example/x.png' }, reason: REASON },
        'changes.imageUrl',
      ],
      [{ ids: [game.nodeId], changes: { enabled: false }, reason: 'bad\u0000' }, 'reason'],
      [{ ids: [game.nodeId, 'no-such-game'], changes: { enabled: false }, reason: REASON }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const response = await updateGames(body);
      expect([response.statusCode, response.json().value?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    const bad = await editor.get('/console/games?pageSize=7');
    expect([bad.statusCode, bad.json().value.field]).toEqual([400, 'pageSize']);
    expect(await found({ gameName: game.gameName })).toContain(game.nodeId);
  });

  it('needs the CSRF token and a write role', async () => {
    const game = rng[4] as DemoGame;
    const noCsrf = await editor.write(
      'POST',
      '/console/games/changes',
      { ids: [game.nodeId], changes: { enabled: false }, reason: REASON },
      false,
    );
    expect(noCsrf.statusCode).toBe(403);
    const auditor = await operatorSession(app(), 'auditor');
    expect((await auditor.get('/console/games')).statusCode).toBe(200);
    const refused = await updateGames(
      { ids: [game.nodeId], changes: { enabled: false }, reason: REASON },
      auditor,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    expect(await found({ gameName: game.gameName })).toContain(game.nodeId);
  });
});

describe('console vendors', () => {
  const vendorOf = (game: DemoGame) => game.vassalage;

  it('a vendor switched off hides its games, refuses launches and leaves frame-src; on again brings all back', async () => {
    const game = rng[5] as DemoGame;
    const code = vendorOf(game);
    await app()
      .db.update(gameVendors)
      .set({ launchOrigin: 'https://games.vendor.example' })
      .where(eq(gameVendors.code, code));
    expect(await frameSrc()).toContain('https://games.vendor.example');
    const vendors = (await editor.get('/console/vendors')).json().value.list;
    expect(vendors.find((vendor: { code: string }) => vendor.code === code)).toMatchObject({
      enabled: true,
      canSync: true,
    });

    const off = await updateVendor(code, { enabled: false, reason: REASON });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ code, enabled: false });
    expect(await found()).not.toContain(game.nodeId);
    const vendorList = (await app().inject({ method: 'GET', url: api('/games/vendors') })).json().value;
    expect(JSON.stringify(vendorList)).not.toContain(`"vassalage":"${code}"`);
    const refused = await launch(game);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'game_not_found']);
    expect(await frameSrc()).toBe("'self'");

    await updateVendor(code, { enabled: true, reason: REASON });
    expect(await found()).toContain(game.nodeId);
    expect(await frameSrc()).toContain('https://games.vendor.example');
    await app().db.update(gameVendors).set({ launchOrigin: null }).where(eq(gameVendors.code, code));
  });

  it('in a maintenance window its games are hidden and a launch answers 503 with the message', async () => {
    const game = rng[6] as DemoGame;
    const code = vendorOf(game);
    const endsAt = new Date(app().clock.now() + 3_600_000).toISOString();
    const set = await updateVendor(code, {
      maintenance: { startsAt: null, endsAt, message: 'Back at noon' },
      reason: REASON,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({
      inMaintenance: true,
      maintenance: { message: 'Back at noon', endsAt },
    });
    expect(await found()).not.toContain(game.nodeId);
    const refused = await launch(game);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'vendor_maintenance',
      value: { message: 'Back at noon', field: 'vendor' },
    });

    await updateVendor(code, { maintenance: null, reason: REASON });
    expect(await found()).toContain(game.nodeId);
    expect((await launch(game)).statusCode).toBe(200);
  });

  it('refuses bad vendor input with 400 naming the field and changes nothing', async () => {
    const code = vendorOf(rng[0] as DemoGame);
    const past = new Date(app().clock.now() - 60_000).toISOString();
    const later = new Date(app().clock.now() + 60_000).toISOString();
    const cases: [object, string][] = [
      [{ enabled: false }, 'reason'],
      [{ reason: REASON }, 'enabled'],
      [{ maintenance: { startsAt: null, endsAt: past, message: 'x' }, reason: REASON }, 'maintenance.endsAt'],
      [
        { maintenance: { startsAt: later, endsAt: later, message: 'x' }, reason: REASON },
        'maintenance.endsAt',
      ],
      [
        { maintenance: { startsAt: null, endsAt: later, message: '' }, reason: REASON },
        'maintenance.message',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await updateVendor(code, body);
      expect([response.statusCode, response.json().value?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    const unknown = await updateVendor('NOPE', { enabled: false, reason: REASON });
    expect(unknown.statusCode).toBe(404);
    const vendor = (await editor.get('/console/vendors'))
      .json()
      .value.list.find((one: { code: string }) => one.code === code);
    expect(vendor).toMatchObject({ enabled: true, maintenance: null });
  });

  it("a merchant's operator sees and changes only the vendors its merchant offers", async () => {
    const [first, second] = [...new Set(catalogue.games.map((game) => game.vassalage))];
    if (!first || !second) throw new Error('two vendors');
    await putMerchant(app(), 'narrow', { domains: ['narrow.example'], config: { gameVendors: [first] } });
    const narrow = await operatorSession(app(), 'content', 'narrow');
    const codes = (await narrow.get('/console/vendors'))
      .json()
      .value.list.map((vendor: { code: string }) => vendor.code);
    expect(codes).toEqual([first]);
    const other = await updateVendor(second, { enabled: false, reason: REASON }, narrow);
    expect(other.statusCode).toBe(404);
    const listed = (await narrow.get('/console/games?pageSize=100')).json().value.list;
    expect(listed.every((game: { vendor: string }) => game.vendor === first)).toBe(true);
  });

  it('sync adds the games the vendor lists that the catalogue lacks switched off, and switches off those it no longer lists', async () => {
    const game = rng[7] as DemoGame;
    const code = vendorOf(game);
    // A game the vendor does not list, and one of its listed games missing from the catalogue.
    const [template] = await app().db.select().from(games).where(eq(games.nodeId, game.nodeId));
    if (!template) throw new Error('stored');
    await app()
      .db.insert(games)
      .values({ ...template, nodeId: 'gone-1', gameCode: 'gone-1', gameId: 'gone-1' });
    await app().db.delete(games).where(eq(games.nodeId, game.nodeId));

    const synced = await editor.write('POST', `/console/vendors/${code}/sync`, { reason: REASON });
    expect(synced.statusCode, synced.body).toBe(200);
    const result = synced.json().value;
    expect(result.vendor).toBe(code);
    expect(result.added).toBeGreaterThanOrEqual(1);
    expect(result.disabled).toBe(1);
    const rows = (await editor.get(`/console/games?vendor=${code}&pageSize=100&status=disabled`)).json().value
      .list;
    const ids = rows.map((row: { nodeId: string }) => row.nodeId);
    expect(ids).toContain('gone-1');
    expect(ids).toContain(game.nodeId);
    expect(await found()).not.toContain(game.nodeId);
    // A second sync finds nothing new.
    const again = (await editor.write('POST', `/console/vendors/${code}/sync`, { reason: REASON })).json()
      .value;
    expect(again).toMatchObject({ added: 0, disabled: 0 });
    await updateGames({ ids: [game.nodeId], changes: { enabled: true }, reason: REASON });
  });
});
