import type { Game, GamePage } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { api } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { HOT_GAMES_LIMIT } from './catalogue-routes.ts';
import { foldForSearch } from './search-text.ts';

// 200 games: RNG spans several pages of 24, and the hot list (top 90) is smaller than the catalogue.
const GAMES = 200;
const app = useTestApp({ demoCatalogue: GAMES });
// The same deterministic catalogue the app stored: the reference every answer is checked against.
const catalogue = demoCatalogue({ games: GAMES });

const byPopularity = (a: DemoGame, b: DemoGame) =>
  b.popularity - a.popularity || (a.nodeId < b.nodeId ? -1 : 1);
const expectedIds = (keep: (game: DemoGame) => boolean) =>
  catalogue.games
    .filter(keep)
    .sort(byPopularity)
    .map((game) => game.nodeId);

async function list(query: string, headers: Record<string, string> = {}): Promise<GamePage> {
  const response = await app().inject({ method: 'GET', url: api(`/games?${query}`), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** Every node id the query matches, in answer order (one page of up to 100 is enough here). */
async function ids(query: string): Promise<string[]> {
  const page = await list(`pageSize=100&${query}`);
  expect(page.totalCount).toBeLessThanOrEqual(100);
  return page.games.map((game) => game.nodeId);
}

async function badRequest(query: string) {
  const response = await app().inject({ method: 'GET', url: api(`/games?${query}`) });
  expect(response.statusCode, query).toBe(400);
  const body = response.json();
  expect(body.code).toBe('validation_error');
  return body.value as { field: string; issues: { field: string; code: string }[] };
}

describe('GET /games: filters', () => {
  it('lists every game in popularity order (then node id) with the Game fields', async () => {
    const page = await list('pageSize=100');
    expect(page.totalCount).toBe(GAMES);
    expect(page.pageNum).toBe(1);
    expect(page.totalPages).toBe(2);
    expect(page.games.map((game) => game.nodeId)).toEqual(
      [...catalogue.games]
        .sort(byPopularity)
        .slice(0, 100)
        .map((game) => game.nodeId),
    );
    const first = page.games[0] as Game;
    const source = catalogue.games.find((game) => game.nodeId === first.nodeId) as DemoGame;
    expect(first).toMatchObject({
      gameName: source.gameName,
      gameId: source.gameId,
      gameType: source.gameType,
      vassalage: source.vassalage,
      displayName: source.displayName,
      gameCode: source.gameCode,
      gameGroupId: source.gameGroupId,
      lottoMode: source.lottoMode,
      supportPlay: source.supportPlay,
      gameClassifyNew: source.gameClassifyNew,
      telNodeId: source.telNodeId,
      minBet: source.minBet,
      minLine: source.minLine,
      popularity: source.popularity,
      isNew: source.isNew,
    });
    expect(first.iconUrl).toMatch(new RegExp(`^/media/games/${source.gameCode}\\.webp\\?v=\\w+$`));
    expect(first.mobileSmallIcon).toMatch(/\?size=s&v=\w+$/);
    expect(first.mobileLargeIcon).toMatch(/\?size=l&v=\w+$/);
  });

  it('filters by gameType', async () => {
    for (const gameType of ['RNG', 'LIVE', 'INHOUSE', 'ELOTT'] as const) {
      const page = await list(`gameType=${gameType}&pageSize=100`);
      const expected = expectedIds((game) => game.gameType === gameType);
      expect(page.totalCount, gameType).toBe(expected.length);
      expect(page.games.map((game) => game.nodeId)).toEqual(expected.slice(0, 100));
      expect(page.games.every((game) => game.gameType === gameType)).toBe(true);
    }
  });

  it('filters by one vendor or a comma list, without regard to case or spaces', async () => {
    expect(await ids('vassalage=PG')).toEqual(expectedIds((game) => game.vassalage === 'PG'));
    expect(await ids('vassalage=pg,%20JL')).toEqual(
      expectedIds((game) => game.vassalage === 'PG' || game.vassalage === 'JL'),
    );
    expect(await ids('vassalage=TCG_LOTTO_VN&gameType=LOTT')).toEqual(
      expectedIds((game) => game.vassalage === 'TCG_LOTTO_VN' && game.gameType === 'LOTT'),
    );
    expect(await ids('vassalage=NOSUCHVENDOR')).toEqual([]);
  });

  it('searches the trimmed game name case-insensitively in every language', async () => {
    const target = catalogue.games.find((game) => game.gameType === 'RNG' && game.gameName.includes(' '));
    if (!target) throw new Error('no RNG game with a two-word name');
    const term = target.gameName.split(' ')[1] as string;
    const matching = (text: string) =>
      expectedIds((game) =>
        [game.gameName, ...Object.values(game.names)].some((name) =>
          foldForSearch(name).includes(foldForSearch(text)),
        ),
      );
    const found = await ids(`gameName=${encodeURIComponent(`  ${term.toUpperCase()}  `)}`);
    expect(found).toContain(target.nodeId);
    expect(found).toEqual(matching(term));

    for (const language of ['CN', 'TW', 'TH', 'ID'] as const) {
      const name = target.names[language];
      expect(await ids(`gameName=${encodeURIComponent(name)}`), language).toContain(target.nodeId);
    }
    // Vietnamese without its accents still matches.
    const vietnamese = catalogue.games.find((game) => /[àáạảãâầấậẩẫăằắặẳẵđ]/i.test(game.names.VI));
    if (!vietnamese) throw new Error('no accented Vietnamese name');
    const plain = vietnamese.names.VI.normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd');
    expect(await ids(`gameName=${encodeURIComponent(plain)}`)).toContain(vietnamese.nodeId);
  });

  it('treats LIKE wildcards in the name as plain characters, and an empty name as no filter', async () => {
    expect(await ids('gameName=%25')).toEqual([]);
    expect(await ids('gameName=_')).toEqual([]);
    expect((await list('gameName=%20%20')).totalCount).toBe(GAMES);
  });

  it('keeps new games for gameClassify=new and for isNew=1 (isNew=0 is no filter)', async () => {
    const fresh = expectedIds((game) => game.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(await ids('gameClassify=new')).toEqual(fresh);
    expect(await ids('isNew=1')).toEqual(fresh);
    expect(await ids('gameClassify=NEW&gameType=RNG')).toEqual(
      expectedIds((game) => game.isNew && game.gameType === 'RNG'),
    );
    expect((await list('isNew=0')).totalCount).toBe(GAMES);
    expect((await list('gameClassify=all')).totalCount).toBe(GAMES);
  });

  it('filters by a provider classification without regard to case; Crash is the in-house entry', async () => {
    expect(await ids('gameType=RNG&gameClassify=megaways')).toEqual(
      expectedIds((game) => game.gameType === 'RNG' && game.gameClassifyNew === 'Megaways'),
    );
    const crash = await ids('gameClassify=Crash');
    expect(crash).toEqual(expectedIds((game) => game.gameClassifyNew === 'Crash'));
    expect(crash).toEqual(expectedIds((game) => game.gameType === 'INHOUSE'));
    expect(await ids('gameClassify=Dragon%20Tiger')).toEqual(
      expectedIds((game) => game.gameClassifyNew === 'Dragon Tiger'),
    );
    expect(await ids('gameClassify=Nonexistent')).toEqual([]);
  });

  it('keeps the top 90 by popularity for gameClassify=hot', async () => {
    const top = [...catalogue.games].sort(byPopularity).map((game) => game.nodeId);
    const first = await list('gameClassify=hot&pageSize=50');
    expect(first.totalCount).toBe(HOT_GAMES_LIMIT);
    expect(first.totalPages).toBe(2);
    const second = await list('gameClassify=hot&pageSize=50&pageNo=2');
    expect(second.games).toHaveLength(HOT_GAMES_LIMIT - 50);
    expect([...first.games, ...second.games].map((game) => game.nodeId)).toEqual(
      top.slice(0, HOT_GAMES_LIMIT),
    );
    expect((await list('gameClassify=hot&pageSize=50&pageNo=3')).games).toEqual([]);
  });

  it('keeps games playable at the chosen minimum bet (minBet ≤ value); 0 means any', async () => {
    for (const minBet of [0.01, 0.05, 0.1, 0.5, 0.75]) {
      const page = await list(`minBet=${minBet}&pageSize=100`);
      const expected = expectedIds((game) => game.minBet <= minBet);
      expect(page.totalCount, String(minBet)).toBe(expected.length);
      expect(page.games.every((game) => game.minBet <= minBet)).toBe(true);
    }
    expect((await list('minBet=0')).totalCount).toBe(GAMES);
    expect(await ids('gameType=RNG&minBet=0.01&vassalage=PG')).toEqual(
      expectedIds((game) => game.gameType === 'RNG' && game.minBet <= 0.01 && game.vassalage === 'PG'),
    );
  });

  it('keeps games with at least minLine lines', async () => {
    expect(await ids('minLine=25')).toEqual(expectedIds((game) => game.minLine >= 25));
    expect((await list('minLine=0')).totalCount).toBe(GAMES);
  });

  it('names games in the language asked for (query, else the x-language header), English otherwise', async () => {
    const [top] = [...catalogue.games].sort(byPopularity);
    if (!top) throw new Error('no games');
    expect((await list('pageSize=1&language=CN')).games[0]?.gameName).toBe(top.names.CN);
    expect((await list('pageSize=1&language=vi')).games[0]?.gameName).toBe(top.names.VI);
    expect((await list('pageSize=1', { 'x-language': 'TW' })).games[0]?.gameName).toBe(top.names.TW);
    // Urdu players see the English names, as vendors name their games for Pakistan.
    expect((await list('pageSize=1', { 'x-language': 'UR' })).games[0]?.gameName).toBe(top.gameName);
    expect((await list('pageSize=1&language=FR')).games[0]?.gameName).toBe(top.gameName);
    expect((await list('pageSize=1')).games[0]?.gameName).toBe(top.gameName);
  });

  it('accepts and ignores merchant, platform and clientType', async () => {
    const page = await list('merchant=other&platform=html5&clientType=2&gameType=FISH&pageSize=100');
    expect(page.totalCount).toBe(expectedIds((game) => game.gameType === 'FISH').length);
  });
});

describe('GET /games: paging', () => {
  it('pages through a category: each page in order, the last one partial', async () => {
    const expected = expectedIds((game) => game.gameType === 'RNG');
    const pageSize = 24;
    const totalPages = Math.ceil(expected.length / pageSize);
    expect(totalPages).toBeGreaterThan(2);
    expect(expected.length % pageSize).not.toBe(0);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= totalPages; pageNo++) {
      const page = await list(`gameType=RNG&pageNo=${pageNo}&pageSize=${pageSize}`);
      expect(page).toMatchObject({ pageNum: pageNo, totalPages, totalCount: expected.length });
      expect(page.games.length).toBe(pageNo < totalPages ? pageSize : expected.length % pageSize);
      seen.push(...page.games.map((game) => game.nodeId));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a page beyond the last with no games and the right totals', async () => {
    const expected = expectedIds((game) => game.gameType === 'RNG');
    const page = await list('gameType=RNG&pageNo=99&pageSize=24');
    expect(page).toEqual({
      games: [],
      pageNum: 99,
      totalPages: Math.ceil(expected.length / 24),
      totalCount: expected.length,
    });
    expect(await list('gameClassify=Nonexistent')).toEqual({
      games: [],
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('defaults to page 1 of 24 and accepts page sizes 1 to 100', async () => {
    const page = await list('');
    expect(page.pageNum).toBe(1);
    expect(page.games).toHaveLength(24);
    expect((await list('pageSize=1')).games).toHaveLength(1);
    expect((await list('pageSize=100')).games).toHaveLength(100);
    expect((await list('pageSize=9')).totalPages).toBe(Math.ceil(GAMES / 9));
  });
});

describe('GET /games: bad input', () => {
  it.each([
    ['pageSize=0', 'pageSize', 'too_small'],
    ['pageSize=101', 'pageSize', 'too_big'],
    ['pageSize=ten', 'pageSize', 'invalid_type'],
    ['pageNo=0', 'pageNo', 'too_small'],
    ['pageNo=1.5', 'pageNo', 'invalid_type'],
    ['gameType=SLOTS', 'gameType', 'invalid_value'],
    ['gameType=', 'gameType', 'invalid_value'],
    ['isNew=2', 'isNew', 'too_big'],
    ['minBet=-1', 'minBet', 'too_small'],
    ['minBet=cheap', 'minBet', 'invalid_type'],
    ['minLine=-5', 'minLine', 'too_small'],
    ['clientType=x', 'clientType', 'invalid_type'],
    [`gameName=${'a'.repeat(101)}`, 'gameName', 'too_big'],
    ['language=ENGLISH-LONG', 'language', 'too_big'],
    ['vassalage=PG;DROP', 'vassalage', 'invalid_format'],
    [`vassalage=${Array.from({ length: 51 }, (_, i) => `V${i}`).join(',')}`, 'vassalage', 'too_big'],
    ['gameClassify=%3Cscript%3E', 'gameClassify', 'invalid_format'],
  ])('%s → 400 on %s (%s)', async (query, field, code) => {
    const value = await badRequest(query);
    expect(value.field).toBe(field);
    expect(value.issues).toContainEqual({ field, code });
  });
});
