import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const INDEX =
  '<!doctype html><title>Lobby</title><script type="module" src="/m/assets/app-1a2b3c.js"></script>';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
// The build's compressed copies (apps/web/precompress.ts): marked so the test sees which file was sent.
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), 'brotli copy');
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), 'gzip copy');
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
// What the build writes for each screen's path (apps/web/route-preloads.ts).
writeFileSync(
  path.join(webDist, 'route-preloads.json'),
  JSON.stringify({
    '/m/login': [
      '</m/assets/style-1a2b.css>; rel=preload; as=style; crossorigin',
      '</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin',
    ],
  }),
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

// The demo merchant's content too: home's Link header names its first banner.
const app = useTestApp({ config: { webDist }, demoCatalogue: 6 });
const get = (url: string) => app().inject({ method: 'GET', url });

describe('web app', () => {
  it('serves hashed assets for good and revalidates index.html, sw.js and the manifest', async () => {
    const asset = await get('/m/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/m/', '/m/index.html', '/m/sw.js', '/m/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the Brotli or gzip copy made at build when the client accepts it, else the file', async () => {
    const url = '/m/assets/app-1a2b3c.js';
    const asking = (encoding: string) =>
      app().inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const brotli = await asking('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli copy');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await asking('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy');
    const plain = await asking('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
  });

  it("names a screen's first files in a modulepreload Link header of its page, and no other page's", async () => {
    for (const url of ['/m/login', '/m/login/', '/m/login?next=%2Fm%2Fdeposit']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBe(
        '</m/assets/style-1a2b.css>; rel=preload; as=style; crossorigin, ' +
          '</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin',
      );
    }
    expect((await get('/m/register')).headers.link).toBeUndefined();
  });

  it("preloads the lobby's first banner in the language the app will show, and on no other page", async () => {
    const firstBanner = async (language: string) => {
      const answer = await get(`/api/v1/content/banners?groupName=m_home&language=${language}`);
      return (answer.json() as { value: { list: { imageUrl: string }[] } }).value.list[0]?.imageUrl;
    };
    const preloadOf = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;
    const english = await firstBanner('en');
    const urdu = await firstBanner('ur');
    expect(english).toBeDefined();
    expect(urdu).not.toBe(english);
    expect((await get('/m/home')).headers.link).toBe(preloadOf(english ?? ''));
    const inUrdu = await app().inject({
      method: 'GET',
      url: '/m/home',
      headers: { cookie: 'theme=dark; lobby.language=ur' },
    });
    expect(inUrdu.headers.link).toBe(preloadOf(urdu ?? ''));
    // A category's list or a search on home has no carousel; the login screen has its own files only.
    expect((await get('/m/home?pageType=list&gameType=RNG')).headers.link).toBeUndefined();
    expect((await get('/m/login')).headers.link).not.toContain('as=image');
  });

  it('answers /robots.txt as text, not with the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('answers every other page path with index.html so the client router takes over', async () => {
    for (const url of ['/', '/m', '/m/home', '/m/register.html', '/m/no/such/page?x=1', '/anything']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('keeps 404 for missing assets, unknown API paths and unknown media', async () => {
    const asset = await get('/m/assets/app-gone.js');
    expect(asset.statusCode).toBe(404);
    for (const url of ['/media/games/none.svg', '/media/nothing', '/media']) {
      const media = await get(url);
      expect(media.statusCode, url).toBe(404);
      expect(media.json(), url).toEqual({ success: false, code: 'not_found' });
    }
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, code: 'not_found' });
  });

  it('sends the strict CSP with the page', async () => {
    const response = await get('/m/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
