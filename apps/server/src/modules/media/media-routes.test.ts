import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Banner, Game, GameVendors } from '@lobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { SVG_CSP } from './media-routes.ts';

// A web build, so the SPA fallback is in place: it must not answer /media paths.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-media-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lobby</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = useTestApp({ demoCatalogue: 40, config: { webDist } });
const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers });

let game: Game;
let logoUrl: string;
let bannerUrl: string;
let avatarUrl: string;

beforeAll(async () => {
  game = (await get(api('/games?pageSize=1'))).json().value.games[0];
  const vendors: GameVendors = (await get(api('/games/vendors'))).json().value;
  logoUrl = vendors.mapping.RNG?.vendors[0]?.logoUrl as string;
  bannerUrl = ((await get(api('/content/banners'))).json().value.list as Banner[])[0]?.imageUrl as string;
  avatarUrl = (await get(api('/content/live-models'))).json().value.list[0].avatarUrl;
  await putMerchant(app(), 'shut', {
    domains: ['shut.localhost'],
    config: { maintenance: { enabled: true } },
  });
});

function expectSvg(response: Awaited<ReturnType<typeof get>>, viewBox: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['content-security-policy']).toBe(SVG_CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers.etag).toMatch(/^"[\w-]{20,}"$/);
  expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(response.body).toContain(`viewBox="${viewBox}"`);
  expect(response.body).not.toMatch(/<script|\son\w+=/i);
}

async function expectWebp(response: Awaited<ReturnType<typeof get>>, pixels: number) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  expect({ format, width, height }).toEqual({ format: 'webp', width: pixels, height: pixels });
}

/** The game art's SVG address, which databases seeded before decision 0087 still hold. */
const svgOf = (url: string) => url.replace('.webp', '.svg');

describe('media routes', () => {
  it('serve game artwork as WebP at twice its size, with a content-stable URL cached for good', async () => {
    const response = await get(game.iconUrl);
    expect(game.iconUrl).toMatch(/^\/media\/games\/[\w-]+\.webp\?v=\w+$/);
    await expectWebp(response, 480);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    await expectWebp(await get(game.mobileSmallIcon), 240);
    await expectWebp(await get(game.mobileLargeIcon), 720);
  });

  it('draw the raster art with no text for the fonts of a server that may have none', async () => {
    const { gameArtworkSvg } = await import('../../demo/catalogue/index.ts');
    const art = { ...game, gameName: 'Fortune Gems 2', isNew: true };
    const outlined = gameArtworkSvg(art, 240, true);
    expect(outlined).not.toContain('<text');
    expect(outlined.match(/<path fill="#fff" d="m/g)).toHaveLength(2); // vendor badge and NEW
    // A name the Latin outline fonts do not draw is left to the app, which shows it beside the picture.
    const chinese = gameArtworkSvg({ ...art, gameName: '财神到' }, 240, true);
    expect(chinese).not.toMatch(/<text|<path fill="#fff" d=/);
  });

  it('still serve game artwork as SVG at its earlier address', async () => {
    const response = await get(svgOf(game.iconUrl));
    expectSvg(response, '0 0 240 240');
    expect(response.body).toContain('width="240"');
    expect((await get(svgOf(game.mobileSmallIcon))).body).toContain('width="120"');
    expect((await get(svgOf(game.mobileLargeIcon))).body).toContain('width="360"');
  });

  it('serve vendor logos, banners and live-model avatars the same way', async () => {
    for (const [url, viewBox] of [
      [logoUrl, '0 0 160 64'],
      [bannerUrl, '0 0 800 350'],
      [avatarUrl, '0 0 96 96'],
    ] as const) {
      const response = await get(url);
      expectSvg(response, viewBox);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it("draw an Urdu banner's texts as Nastaliq outlines, a Burmese one's as Myanmar outlines", async () => {
    for (const language of ['UR', 'MY']) {
      const banners = (await get(api('/content/banners'), { 'x-language': language })).json().value
        .list as Banner[];
      const response = await get(banners[0]?.imageUrl as string);
      expectSvg(response, '0 0 800 350');
      expect(response.body).toMatch(/<path fill="#fff" opacity=".88" d="m/);
      expect(response.body, language).not.toMatch(/<text[^>]*>[^<]*[^\x20-\x7e<]/);
    }
  });

  it('cache a URL without the current version only briefly', async () => {
    const bare = game.iconUrl.split('?')[0] as string;
    for (const url of [bare, `${bare}?v=old`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const { etag } = (await get(game.iconUrl)).headers;
    const again = await get(game.iconUrl, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(game.iconUrl, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another size is another representation.
    expect((await get(game.mobileSmallIcon)).headers.etag).not.toBe(etag);
  });

  it('answer 404 for unknown images and unknown media paths, never the web app', async () => {
    for (const url of [
      '/media/games/no-such-game.svg',
      '/media/games/no-such-game.webp',
      '/media/vendors/NOPE.svg',
      '/media/banners/nope.svg',
      '/media/models/nope.svg',
      '/media/games/x.png',
      '/media/other/thing',
      '/media',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('refuse a bad size with 400', async () => {
    const response = await get(`${game.iconUrl}&size=xl`);
    expect(response.statusCode).toBe(400);
    expect(response.json().value.field).toBe('size');
  });

  it('stay outside /api: no envelope, no merchant, open during maintenance', async () => {
    const gated = await get(api('/games'), { host: 'shut.localhost' });
    expect(gated.statusCode).toBe(503);
    await expectWebp(await get(game.iconUrl, { host: 'shut.localhost' }), 480);
  });
});
