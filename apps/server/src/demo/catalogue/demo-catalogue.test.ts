import { GAME_CATEGORIES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from '../../shared/random.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { DEMO_LANGUAGES } from './game-names.ts';
import { DEMO_VENDORS } from './vendors.ts';

const catalogue = demoCatalogue();
const MIN_BETS = new Set([0.01, 0.05, 0.1, 0.5, 0.75, 1]);
const SPEC_VENDORS = ['PG', 'PP', 'JL', 'SG', 'BGS', 'BNG', 'CQ9', 'FC', 'TCG_LOTTO_VN', 'TCG_SEA'];

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('keeps int() within its bounds', () => {
    const random = createRandom(1);
    const values = Array.from({ length: 2000 }, () => random.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
  });
});

describe('demoCatalogue', () => {
  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    expect(JSON.stringify(demoCatalogue({ seed: 7 }))).toBe(JSON.stringify(demoCatalogue({ seed: 7 })));
    expect(JSON.stringify(demoCatalogue())).toBe(JSON.stringify(catalogue));
    expect(demoCatalogue({ seed: 8 }).games.map((game) => game.gameName)).not.toEqual(
      demoCatalogue({ seed: 7 }).games.map((game) => game.gameName),
    );
  });

  it('holds at least 600 games by default, with RNG the largest category', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(640);
    const counts = new Map<string, number>();
    for (const game of catalogue.games) counts.set(game.gameType, (counts.get(game.gameType) ?? 0) + 1);
    for (const category of GAME_CATEGORIES) expect(counts.get(category), category).toBeGreaterThan(0);
    const rng = counts.get('RNG') ?? 0;
    for (const [category, count] of counts) if (category !== 'RNG') expect(rng).toBeGreaterThan(count);
  });

  it('gives every vendor games in every category it serves, including the spec vendors', () => {
    const codes = catalogue.vendors.map((vendor) => vendor.code);
    for (const code of SPEC_VENDORS) expect(codes).toContain(code);
    expect(codes.length).toBeGreaterThanOrEqual(20);
    for (const vendor of catalogue.vendors) {
      for (const category of vendor.categories) {
        const games = catalogue.games.filter(
          (game) => game.vassalage === vendor.code && game.gameType === category,
        );
        expect(games.length, `${vendor.code} ${category}`).toBeGreaterThan(0);
      }
    }
    expect(catalogue.games.every((game) => codes.includes(game.vassalage))).toBe(true);
  });

  it('flags the hot providers JL, FC, BGS, PG and gives direct-launch vendors their lobby game', () => {
    expect(
      catalogue.vendors
        .filter((vendor) => vendor.hot)
        .map((vendor) => vendor.code)
        .sort(),
    ).toEqual(['BGS', 'FC', 'JL', 'PG']);
    const codes = new Set(catalogue.games.map((game) => game.gameCode));
    for (const vendor of catalogue.vendors) {
      if (vendor.lobbyGameCode) expect(codes.has(vendor.lobbyGameCode), vendor.code).toBe(true);
      expect(vendor.ownList && vendor.lobbyGameCode !== null).toBe(false);
    }
    const orders = catalogue.vendors.map((vendor) => vendor.sortOrder);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('has unique nodeIds, gameCodes and telNodeIds', () => {
    const { games } = catalogue;
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.telNodeId)).size).toBe(games.length);
    expect(games.every((game) => Number.isInteger(game.telNodeId))).toBe(true);
    expect(games.every((game) => /^[a-z0-9-]+$/.test(game.gameCode))).toBe(true);
  });

  it('fills every Game field within the spec ranges', () => {
    const { games } = catalogue;
    for (const game of games) {
      expect(MIN_BETS.has(game.minBet), game.gameCode).toBe(true);
      expect(Number.isInteger(game.popularity) && game.popularity >= 0 && game.popularity <= 10000).toBe(
        true,
      );
      expect(Number.isInteger(game.minLine) && game.minLine >= 1).toBe(true);
      expect([0, 1]).toContain(game.supportPlay);
      expect(game.iconUrl).toBe(`/media/games/${game.gameCode}.svg`);
      expect(game.mobileSmallIcon.startsWith(game.iconUrl)).toBe(true);
      expect(game.mobileLargeIcon.startsWith(game.iconUrl)).toBe(true);
      expect(game.displayName).toBe(
        DEMO_VENDORS.find((vendor) => vendor.code === game.vassalage)?.displayName,
      );
      expect(game.gameName).toBe(game.names.EN);
      for (const language of DEMO_LANGUAGES) expect(game.names[language].trim(), language).not.toBe('');
    }
    const free = games.filter((game) => game.supportPlay === 0).length / games.length;
    expect(free).toBeGreaterThan(0.35);
    expect(free).toBeLessThan(0.65);
    const fresh = games.filter((game) => game.isNew).length / games.length;
    expect(fresh).toBeGreaterThan(0.04);
    expect(fresh).toBeLessThan(0.12);
  });

  it('names every game in each demo language, distinct from the other games as its English name is', () => {
    for (const language of DEMO_LANGUAGES) {
      const names = catalogue.games.map((game) => game.names[language]);
      expect(new Set(names).size, language).toBe(catalogue.games.length);
    }
    // A Chinese name is Chinese; Vietnamese, Thai and Indonesian vendors translate some names and keep others.
    expect(catalogue.games.filter((game) => /\p{Script=Han}/u.test(game.names.CN)).length).toBeGreaterThan(
      catalogue.games.length * 0.9,
    );
    for (const language of ['VI', 'TH', 'ID'] as const) {
      const kept = catalogue.games.filter((game) => game.names[language] === game.names.EN).length;
      expect(kept, language).toBeGreaterThan(catalogue.games.length * 0.05);
      expect(kept, language).toBeLessThan(catalogue.games.length * 0.6);
    }
  });

  it('gives a repeated title a vendor’s sequel mark before a number', () => {
    const english = new Set(catalogue.games.map((game) => game.names.EN));
    for (const game of catalogue.games) {
      const numbered = /^(.*) (\d+)$/.exec(game.names.EN);
      if (!numbered || Number(numbered[2]) < 4 || !english.has(numbered[1] ?? '')) continue;
      expect(english.has(`${numbered[1]} Deluxe`), game.names.EN).toBe(true);
    }
    const god = catalogue.games.find((game) => game.names.EN === 'God of Wealth Deluxe');
    if (god) expect(god.names.CN).toBe('财神到豪华版');
  });

  it('classifies RNG, LIVE and FISH by provider, in-house games as Crash, and nothing else', () => {
    const vendors = new Map(catalogue.vendors.map((vendor) => [vendor.code, vendor]));
    for (const game of catalogue.games) {
      if (['RNG', 'LIVE', 'FISH', 'INHOUSE'].includes(game.gameType)) {
        const allowed = vendors.get(game.vassalage)?.classifications[game.gameType];
        expect(allowed, `${game.vassalage} ${game.gameType}`).toContain(game.gameClassifyNew);
      } else {
        expect(game.gameClassifyNew).toBeNull();
      }
      if (game.gameType === 'INHOUSE') expect(game.gameClassifyNew).toBe('Crash');
    }
    const rngKinds = new Set(
      catalogue.games.filter((g) => g.gameType === 'RNG').map((g) => g.gameClassifyNew),
    );
    expect([...rngKinds].sort()).toEqual(['Classic', 'Jackpot', 'Megaways', 'Slots']);
  });

  it('serves lottery from the TCG vendors with a lotto mode, some of them Entertainment', () => {
    const lottery = catalogue.games.filter((game) => game.gameType.endsWith('LOTT'));
    expect(lottery.every((game) => game.vassalage.startsWith('TCG'))).toBe(true);
    expect(lottery.every((game) => game.lottoMode !== null && game.gameGroupId !== null)).toBe(true);
    expect(lottery.some((game) => game.lottoMode?.includes('Entertainment'))).toBe(true);
    expect(lottery.some((game) => !game.lottoMode?.includes('Entertainment'))).toBe(true);
    const others = catalogue.games.filter((game) => !game.gameType.endsWith('LOTT'));
    expect(others.every((game) => game.lottoMode === null)).toBe(true);
  });

  it('ships banners in m_home (5), m_live (3) and m_game (4, each linking a game list)', () => {
    const group = (name: string) => catalogue.banners.filter((banner) => banner.groupName === name);
    expect(group('m_home')).toHaveLength(5);
    expect(group('m_live')).toHaveLength(3);
    expect(group('m_game')).toHaveLength(4);
    for (const banner of group('m_game')) expect(banner.url).toMatch(/^\/m\/gameList\?gameType=[A-Z]+$/);
    const ids = catalogue.banners.map((banner) => banner.bannerId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const banner of catalogue.banners)
      expect(banner.image).toBe(`/media/banners/${banner.bannerId}.svg`);
  });

  it('lists 30 masked winners of catalogue games, amounts in minor units', () => {
    expect(catalogue.winners).toHaveLength(30);
    const icons = new Set(catalogue.games.map((game) => game.iconUrl));
    for (const winner of catalogue.winners) {
      expect(winner.customerName).toMatch(/^[a-z]{2,}\*\*\*$/);
      expect(Number.isInteger(winner.winAmount) && winner.winAmount > 0).toBe(true);
      expect(icons.has(winner.iconUrl)).toBe(true);
    }
  });

  it('generates a 10,000-game benchmark catalogue with every code, node id and name unique', () => {
    const big = demoCatalogue({ games: 10_000, seed: 3 });
    expect(big.games).toHaveLength(10_000);
    expect(new Set(big.games.map((game) => game.gameCode)).size).toBe(10_000);
    expect(new Set(big.games.map((game) => game.nodeId)).size).toBe(10_000);
    for (const language of DEMO_LANGUAGES)
      expect(new Set(big.games.map((game) => game.names[language])).size, language).toBe(10_000);
  });

  it('honours small sizes: one game per vendor-category pair at least, none for zero', () => {
    const pairs = DEMO_VENDORS.reduce((sum, vendor) => sum + vendor.categories.length, 0);
    expect(demoCatalogue({ games: 5 }).games).toHaveLength(pairs);
    expect(demoCatalogue({ games: 100 }).games).toHaveLength(100);
    expect(demoCatalogue({ games: 0 }).games).toHaveLength(0);
  });
});
