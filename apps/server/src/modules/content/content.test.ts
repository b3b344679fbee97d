import type { Banner } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, winners } from '../../db/schema.ts';
import { DEMO_TEXTS, HELP_KEYS } from '../../demo/content-texts/index.ts';
import { DEMO_MERCHANT_CONFIG } from '../../demo/merchant.ts';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { insertAnnouncements } from './content-repository.ts';
import { CONTENT_TOPIC } from './live-content.ts';

const app = useTestApp({ demoCatalogue: 60 });
const PASSWORD = 'content-pass-1';

async function get<T = Record<string, unknown>>(
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app().inject({ method: 'GET', url: api(path), headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ success: true, code: 'ok' });
  return response.json().value;
}

async function badRequest(path: string) {
  const response = await app().inject({ method: 'GET', url: api(path) });
  expect(response.statusCode, path).toBe(400);
  expect(response.json().code).toBe('validation_error');
  return response.json().value as { field: string; issues: { field: string; code: string }[] };
}

describe('GET /content/banners', () => {
  it('answers m_home by default, and several groups in the order asked', async () => {
    const home = await get<{ list: Banner[] }>('/content/banners');
    expect(home.list).toHaveLength(5);
    expect(home.list.every((banner) => banner.groupName === 'm_home')).toBe(true);
    const both = await get<{ list: Banner[] }>('/content/banners?groupName=m_live,m_home');
    expect(both.list.map((banner) => banner.groupName)).toEqual([
      ...Array(3).fill('m_live'),
      ...Array(5).fill('m_home'),
    ]);
    const game = await get<{ list: Banner[] }>('/content/banners?groupName=m_game');
    expect(game.list).toHaveLength(4);
    for (const banner of game.list) {
      expect(banner.url).toMatch(/^\/m\/gameList\?gameType=/);
      expect(banner.imageUrl).toMatch(/^\/media\/banners\/[\w-]+\.svg\?v=\w+$/);
      expect(banner.title).not.toBe('');
    }
  });

  it('refuses an unknown group', async () => {
    const value = await badRequest('/content/banners?groupName=m_home,m_nope');
    expect(value.field).toBe('groupName');
    expect((await badRequest('/content/banners?groupName=,')).field).toBe('groupName');
  });
});

describe('announcements', () => {
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    for (const username of ['reader_one', 'reader_two'])
      await createMember(app(), { username, password: PASSWORD });
    token = (await login(app(), 'reader_one', PASSWORD, { remoteAddress: freshIp() })).token;
    otherToken = (await login(app(), 'reader_two', PASSWORD, { remoteAddress: freshIp() })).token;
  });

  type Lists = Record<
    'banners' | 'player' | 'popup' | 'promotion',
    { id: string; read: boolean; title: string; content: string; type: string; language: string }[]
  >;
  const markRead = (announcementId: string, auth?: string, read: unknown = true) =>
    app().inject({
      method: 'POST',
      url: api('/content/announcements/read'),
      headers: auth ? bearer(auth) : {},
      payload: { announcementId, read },
    });

  it('answers every type in its own list, all unread for a guest', async () => {
    const lists = await get<Lists>('/content/announcements');
    expect(lists.banners.length).toBeGreaterThan(0);
    expect(lists.player.length).toBeGreaterThan(0);
    expect(lists.popup.length).toBeGreaterThan(0);
    expect(lists.promotion.length).toBeGreaterThan(0);
    expect(lists.banners.every((item) => item.type === 'B')).toBe(true);
    expect(lists.player.every((item) => item.type === 'PL')).toBe(true);
    expect(lists.popup.every((item) => item.type === 'PU')).toBe(true);
    expect(lists.promotion.every((item) => item.type === 'PR')).toBe(true);
    const all = Object.values(lists).flat();
    expect(all.every((item) => !item.read)).toBe(true);
    // Sanitised HTML with links and lists.
    expect(all.some((item) => item.content.includes('<a href="/m/') && item.content.includes('<li>'))).toBe(
      true,
    );
    expect(all.every((item) => !/<script|on\w+=/i.test(item.content))).toBe(true);
  });

  it('answers only the types asked for, and the m_reg placement on its own', async () => {
    const onlyBanners = await get<Lists>('/content/announcements?types=B&platform=M&merchantCode=demo');
    expect(onlyBanners.banners.length).toBeGreaterThan(0);
    expect([...onlyBanners.player, ...onlyBanners.popup, ...onlyBanners.promotion]).toEqual([]);
    const registration = await get<Lists>('/content/announcements?types=B&groupName=m_reg');
    expect(registration.banners).toHaveLength(1);
    expect(registration.banners[0]?.id).not.toBe(onlyBanners.banners[0]?.id);
    expect(onlyBanners.banners.map((item) => item.id)).not.toContain(registration.banners[0]?.id);
    const lowerCase = await get<Lists>('/content/announcements?types=pl,pu');
    expect(lowerCase.player.length).toBeGreaterThan(0);
    expect(lowerCase.popup.length).toBeGreaterThan(0);
  });

  it('answers in the language asked for, each item saying the language it is written in', async () => {
    const urdu = await get<Lists>('/content/announcements?language=UR');
    const english = await get<Lists>('/content/announcements?language=EN');
    const chinese = await get<Lists>('/content/announcements?language=CN');
    expect(urdu.player[0]?.title).not.toBe(english.player[0]?.title);
    expect(urdu.player[0]?.title).toMatch(/[\u0600-\u06ff]/);
    expect(chinese.player[0]?.title).toMatch(/\p{Script=Han}/u);
    expect(chinese.player.map((item) => item.id)).toEqual(
      english.player.map((item) => item.id).map((id) => id.replace(/-en$/, '-cn')),
    );
    expect(chinese.player[0]?.language).toBe('CN');
    expect(urdu.player[0]?.language).toBe('UR');
    expect(await get<Lists>('/content/announcements', { 'x-language': 'UR' })).toEqual(urdu);
  });

  it('marks read per member, idempotently; guests and other members still see it unread', async () => {
    const { player } = await get<Lists>('/content/announcements', bearer(token));
    const target = player[0];
    if (!target) throw new Error('no player announcement');
    expect(target.read).toBe(false);

    const marked = await markRead(target.id, token);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ success: true, code: 'ok', value: null });
    expect((await markRead(target.id, token)).statusCode).toBe(200);

    const mine = await get<Lists>('/content/announcements', bearer(token));
    expect(mine.player.find((item) => item.id === target.id)?.read).toBe(true);
    expect(
      Object.values(mine)
        .flat()
        .filter((item) => item.read),
    ).toHaveLength(1);
    const theirs = await get<Lists>('/content/announcements', bearer(otherToken));
    expect(theirs.player.find((item) => item.id === target.id)?.read).toBe(false);
    const guest = await get<Lists>('/content/announcements');
    expect(guest.player.find((item) => item.id === target.id)?.read).toBe(false);
    // An ended or unknown session reads as a guest on this public list.
    const stranger = await get<Lists>('/content/announcements', bearer('y'.repeat(43)));
    expect(stranger.player.find((item) => item.id === target.id)?.read).toBe(false);
  });

  it('refuses marking as a guest (401), an unknown announcement (404) and a bad body (400)', async () => {
    const { promotion } = await get<Lists>('/content/announcements');
    const id = promotion[0]?.id as string;
    const guest = await markRead(id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('in_logged_login');
    const unknown = await markRead('no-such-announcement', token);
    expect(unknown.statusCode).toBe(404);
    const notTrue = await markRead(id, token, false);
    expect(notTrue.statusCode).toBe(400);
    expect(notTrue.json().value.field).toBe('read');
    const empty = await markRead('', token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.field).toBe('announcementId');
  });

  it('refuses unknown types', async () => {
    expect((await badRequest('/content/announcements?types=B,XX')).field).toBe('types');
    expect((await badRequest('/content/announcements?types=')).field).toBe('types');
  });

  it('stores announcement HTML sanitised', async () => {
    await insertAnnouncements(app().db, [
      {
        id: 'demo-xss-probe',
        merchantCode: 'demo',
        type: 'PR',
        language: null,
        title: 'Probe',
        content:
          '<p onclick="x()">Win <a href="javascript:alert(1)">now</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        sortOrder: 99,
        publishedAt: new Date(Date.now() - 1000),
      },
    ]);
    // Written past the console: players' cached content is told, as a console save does.
    await app().invalidation.publish(CONTENT_TOPIC, 'demo');
    const { promotion } = await get<Lists>('/content/announcements?types=PR');
    const probe = promotion.find((item) => item.id === 'demo-xss-probe');
    expect(probe?.content).toBe('<p>Win <a rel="noopener noreferrer">now</a></p>');
  });
});

describe('GET /content/help', () => {
  type Help = { list: { id: string; title: string; content: string; language: string }[] };

  it('lists the entries of a language with HTML content', async () => {
    const english = await get<Help>('/content/help?lang=EN');
    const titles = (language: 'EN' | 'UR') => HELP_KEYS.map((key) => DEMO_TEXTS[language].help[key].title);
    expect(english.list.map((entry) => entry.title)).toEqual(titles('EN'));
    expect(english.list.length).toBeGreaterThanOrEqual(6);
    const urdu = await get<Help>('/content/help?lang=ur');
    expect(urdu.list.map((entry) => entry.title)).toEqual(titles('UR'));
    const responsible = english.list.find((entry) => entry.title === 'Responsible gambling');
    expect(responsible?.content).toContain(`${DEMO_MERCHANT_CONFIG.minimumAge} or older`);
    expect(responsible?.content).toContain('Self-exclusion');
    expect(responsible?.content).toMatch(/<a href="https:\/\/[^"]+" rel="noopener noreferrer">/);
    for (const entry of [...english.list, ...urdu.list])
      expect(entry.content).not.toMatch(/<script|on\w+=|\{age\}/i);
  });

  it('answers a reader of KR in Korean and of PT-BR in Portuguese, the codes reading the same texts', async () => {
    const titlesIn = async (language: string) =>
      (await get<Help>(`/content/help?lang=${language}`)).list.map((entry) => entry.title);
    expect(await titlesIn('KR')).toEqual(HELP_KEYS.map((key) => DEMO_TEXTS.KO.help[key].title));
    expect(await titlesIn('PT-BR')).toEqual(HELP_KEYS.map((key) => DEMO_TEXTS.PT.help[key].title));
  });

  it("falls back to the merchant's default language; device=MOBILE without lang is that language", async () => {
    const english = await get<Help>('/content/help?lang=EN');
    // The demo merchant writes no German help centre: German asks read the English one, marked English.
    expect(await get<Help>('/content/help?lang=DE')).toEqual(english);
    expect(english.list[0]?.language).toBe('EN');
    expect(await get<Help>('/content/help?device=MOBILE')).toEqual(english);
    expect(await get<Help>('/content/help?device=MOBILE', { 'x-language': 'UR' })).toEqual(english);
    expect(await get<Help>('/content/help', { 'x-language': 'UR' })).toEqual(
      await get<Help>('/content/help?lang=UR'),
    );
    expect((await badRequest('/content/help?device=TV')).field).toBe('device');
  });
});

describe('GET /content/winner-board', () => {
  type Board = {
    list: { vo: { customerName: string; gameName: string; iconUrl: string; winAmount: number } }[];
  };

  it('answers up to limitNum winners of all categories, amounts in major units', async () => {
    const board = await get<Board>('/content/winner-board?gameCategory=ALL&limitNum=100');
    const stored = await app().db.select().from(winners).where(eq(winners.merchantCode, 'demo'));
    expect(board.list).toHaveLength(stored.length);
    expect(stored.length).toBeGreaterThan(6);
    const amounts = new Set(stored.map((row) => row.winAmountMinor / 100));
    for (const { vo } of board.list) {
      expect(amounts.has(vo.winAmount)).toBe(true);
      expect(vo.customerName).toMatch(/^\w+\*\*\*$/);
      expect(vo.iconUrl).toMatch(/^\/media\/games\/[\w-]+\.webp\?v=\w+$/);
    }
    expect((await get<Board>('/content/winner-board?limitNum=5')).list).toHaveLength(5);
    expect((await get<Board>('/content/winner-board')).list).toHaveLength(stored.length);
  });

  it('keeps one category and names games in the language asked for', async () => {
    const [row] = await app().db.select().from(winners).where(eq(winners.merchantCode, 'demo')).limit(1);
    if (!row?.nodeId) throw new Error('no winner with a game');
    const category = await get<Board>(`/content/winner-board?gameCategory=${row.gameType.toLowerCase()}`);
    const ofCategory = await app()
      .db.select()
      .from(winners)
      .where(and(eq(winners.merchantCode, 'demo'), eq(winners.gameType, row.gameType)));
    expect(category.list).toHaveLength(ofCategory.length);
    const [game] = await app().db.select().from(games).where(eq(games.nodeId, row.nodeId));
    const chinese = await get<Board>(`/content/winner-board?gameCategory=${row.gameType}&language=CN`);
    expect(chinese.list.map((item) => item.vo.gameName)).toContain(game?.names.CN);
  });

  it('refuses a limit beyond 100 or below 1 and an unknown category', async () => {
    expect((await badRequest('/content/winner-board?limitNum=101')).issues).toContainEqual({
      field: 'limitNum',
      code: 'too_big',
    });
    expect((await badRequest('/content/winner-board?limitNum=0')).field).toBe('limitNum');
    expect((await badRequest('/content/winner-board?gameCategory=SLOTS')).field).toBe('gameCategory');
  });
});

describe('live models and customer service', () => {
  it('lists the active and streaming live models only', async () => {
    const { list } = await get<{ list: { status: string; avatarUrl: string; roomType: string }[] }>(
      '/content/live-models',
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((model) => ['active', 'streaming'].includes(model.status))).toBe(true);
    expect(list.some((model) => model.status === 'streaming')).toBe(true);
    expect(list.every((model) => model.avatarUrl.startsWith('/media/models/'))).toBe(true);
  });

  it("answers the merchant's customer-service paths, base64 as stored", async () => {
    const value = await get<{ version: { pathList: { type: string; path: string }[] } }>(
      '/content/customer-service',
    );
    expect(value.version.pathList).toEqual(
      DEMO_MERCHANT_CONFIG.customerService.map((entry) => ({ type: entry.csType, path: entry.path })),
    );
    const decoded = value.version.pathList.map((entry) => Buffer.from(entry.path, 'base64').toString('utf8'));
    expect(decoded).toContain('/m/message');
  });
});
