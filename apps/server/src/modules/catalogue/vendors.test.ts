import { GAME_CATEGORIES, type GameVendors } from '@lobby/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { demoCatalogue } from '../../demo/catalogue/index.ts';
import { gameRow } from '../../demo/catalogue-seed.ts';
import { api, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-plugin.ts';
import { CATEGORY_CLASSIFICATIONS } from './vendor-overview.ts';

const GAMES = 120;
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, clock });
const catalogue = demoCatalogue({ games: GAMES });
const NARROW = { 'x-merchant-code': 'narrow' };

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await app().inject({ method: 'GET', url: api(path), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

beforeAll(async () => {
  await putMerchant(app(), 'narrow', {
    domains: ['narrow.localhost'],
    config: { gameVendors: ['PG', 'JL', 'EVO'] },
  });
});

describe('GET /games/vendors', () => {
  it('sorts categories in lobby order: BGS after LIVE, sports then cockfight and e-sports, lottery, PVP, in-house last', async () => {
    const { sorting } = await get<GameVendors>('/games/vendors');
    const order = sorting.map((entry) => entry.gameCategory);
    expect(order).toEqual([...GAME_CATEGORIES]);
    expect(order).toEqual([
      'RNG',
      'LIVE',
      'BGS',
      'FISH',
      'SPORTS',
      'COCKFIGHT',
      'ESPORTS',
      'POKER',
      'LOTT',
      'ELOTT',
      'PVP',
      'INHOUSE',
    ]);
    expect(order.filter((category) => category.endsWith('LOTT'))).toEqual(['LOTT', 'ELOTT']);
    const rng = sorting[0];
    expect(rng?.vendorNames[0]).toEqual({ accountTypeName: 'PG Soft', vassalage: 'PG' });
  });

  it('maps each category to its vendors with game counts equal to the stored games', async () => {
    const { sorting, mapping } = await get<GameVendors>('/games/vendors');
    let total = 0;
    for (const { gameCategory, vendorNames } of sorting) {
      const entry = mapping[gameCategory];
      if (!entry) throw new Error(`no mapping for ${gameCategory}`);
      expect(entry.vendors.map((vendor) => vendor.vassalage)).toEqual(
        vendorNames.map((vendor) => vendor.vassalage),
      );
      for (const vendor of entry.vendors) {
        const [row] = await app()
          .db.select({ value: count() })
          .from(games)
          .where(and(eq(games.vassalage, vendor.vassalage), eq(games.gameType, gameCategory)));
        expect(vendor.gameCount, `${gameCategory} ${vendor.vassalage}`).toBe(row?.value);
        total += vendor.gameCount;
      }
    }
    expect(total).toBe(GAMES);
  });

  it('flags hot and own-list vendors and links their logos', async () => {
    const { mapping } = await get<GameVendors>('/games/vendors');
    const vendors = new Map(
      Object.values(mapping).flatMap(
        (entry) => entry?.vendors.map((vendor) => [vendor.vassalage, vendor]) ?? [],
      ),
    );
    expect(
      [...vendors.values()]
        .filter((vendor) => vendor.hot)
        .map((vendor) => vendor.vassalage)
        .sort(),
    ).toEqual(['BGS', 'FC', 'JL', 'PG']);
    expect(vendors.get('EVO')?.ownList).toBe(true);
    expect(vendors.get('SABA')?.ownList).toBe(false);
    for (const vendor of vendors.values())
      expect(vendor.logoUrl).toMatch(new RegExp(`^/media/vendors/${vendor.vassalage}\\.svg\\?v=\\w+$`));
  });

  it('lists the classifications of RNG, LIVE and FISH in menu order, Crash for in-house, none elsewhere', async () => {
    const { mapping } = await get<GameVendors>('/games/vendors');
    for (const category of ['RNG', 'LIVE', 'FISH', 'INHOUSE'] as const) {
      const present = new Set(
        catalogue.games.filter((game) => game.gameType === category).map((game) => game.gameClassifyNew),
      );
      const expected = CATEGORY_CLASSIFICATIONS[category].filter((name) => present.has(name));
      expect(mapping[category]?.gameClassify, category).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
    expect(mapping.INHOUSE?.gameClassify).toEqual(['Crash']);
    for (const category of ['SPORTS', 'POKER', 'LOTT', 'PVP'] as const)
      expect(mapping[category]?.gameClassify).toEqual([]);
  });

  it("keeps to the merchant's vendor allow-list, in lists and counts alike", async () => {
    const { sorting, mapping } = await get<GameVendors>('/games/vendors', NARROW);
    expect(sorting.map((entry) => entry.gameCategory)).toEqual(['RNG', 'LIVE', 'FISH', 'POKER']);
    const codes = new Set(sorting.flatMap((entry) => entry.vendorNames.map((vendor) => vendor.vassalage)));
    expect([...codes].sort()).toEqual(['EVO', 'JL', 'PG']);
    expect(mapping.RNG?.vendors.map((vendor) => vendor.vassalage)).toEqual(['PG', 'JL']);

    const allowed = catalogue.games.filter((game) => ['PG', 'JL', 'EVO'].includes(game.vassalage));
    const page = await get<{ totalCount: number; games: { vassalage: string }[] }>(
      '/games?pageSize=100',
      NARROW,
    );
    expect(page.totalCount).toBe(allowed.length);
    expect(page.games.every((game) => ['PG', 'JL', 'EVO'].includes(game.vassalage))).toBe(true);
    expect((await get<{ totalCount: number }>('/games?vassalage=PP', NARROW)).totalCount).toBe(0);
    const hot = await get<{ list: { vassalage: string }[] }>('/games/hot?pageSize=100', NARROW);
    expect(hot.list.every((game) => ['PG', 'JL', 'EVO'].includes(game.vassalage))).toBe(true);
  });

  it('reuses the overview for a few seconds, then counts again', async () => {
    const before = await get<GameVendors>('/games/vendors');
    const bgsBefore = before.mapping.BGS?.vendors[0]?.gameCount ?? 0;
    const template = catalogue.games.find((game) => game.vassalage === 'BGS');
    if (!template) throw new Error('no BGS game');
    await app()
      .db.insert(games)
      .values(gameRow({ ...template, nodeId: '999001', gameCode: 'bgs-cache-probe', telNodeId: 999001 }));
    expect((await get<GameVendors>('/games/vendors')).mapping.BGS?.vendors[0]?.gameCount).toBe(bgsBefore);
    clock.advance(CATALOGUE_CACHE_TTL_MS);
    expect((await get<GameVendors>('/games/vendors')).mapping.BGS?.vendors[0]?.gameCount).toBe(bgsBefore + 1);
    await app().db.delete(games).where(eq(games.nodeId, '999001'));
    clock.advance(CATALOGUE_CACHE_TTL_MS);
  });

  it('accepts a language and refuses a malformed one', async () => {
    expect((await get<GameVendors>('/games/vendors?language=ur')).sorting.length).toBe(
      GAME_CATEGORIES.length,
    );
    const response = await app().inject({ method: 'GET', url: api('/games/vendors?language=123456789') });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.field).toBe('language');
  });
});

describe('GET /games/vendor-game-types', () => {
  it('lists each vendor with the categories it has games in and their classifications', async () => {
    const { content } = await get<{
      content: { vassalage: string; gameType: string; classifications: string[] }[];
    }>('/games/vendor-game-types?typeId=1');
    const pairs = new Set(catalogue.games.map((game) => `${game.vassalage}/${game.gameType}`));
    expect(new Set(content.map((entry) => `${entry.vassalage}/${entry.gameType}`))).toEqual(pairs);
    const jiliFish = content.find((entry) => entry.vassalage === 'JL' && entry.gameType === 'FISH');
    const expected = new Set(
      catalogue.games
        .filter((game) => game.vassalage === 'JL' && game.gameType === 'FISH')
        .map((game) => game.gameClassifyNew),
    );
    expect(new Set(jiliFish?.classifications)).toEqual(expected);
    const bad = await app().inject({ method: 'GET', url: api('/games/vendor-game-types?typeId=one') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('typeId');
  });
});

describe('GET /games/hot', () => {
  it('pages the most popular games 9 at a time, of one category when asked', async () => {
    const byPopularity = [...catalogue.games].sort(
      (a, b) => b.popularity - a.popularity || (a.nodeId < b.nodeId ? -1 : 1),
    );
    const first = await get<{ list: { nodeId: string }[]; totalPages: number }>(
      '/games/hot?isPlatform=2&platform=html5',
    );
    expect(first.list.map((game) => game.nodeId)).toEqual(
      byPopularity.slice(0, 9).map((game) => game.nodeId),
    );
    expect(first.totalPages).toBe(10);
    const fish = await get<{ list: { nodeId: string; gameType: string }[]; totalPages: number }>(
      '/games/hot?gameType=FISH&pageNo=2&pageSize=2',
    );
    expect(fish.list.map((game) => game.nodeId)).toEqual(
      byPopularity
        .filter((game) => game.gameType === 'FISH')
        .slice(2, 4)
        .map((game) => game.nodeId),
    );
    const bad = await app().inject({ method: 'GET', url: api('/games/hot?pageSize=101') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('pageSize');
  });
});
