import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { putMerchant, useTestApp } from '../test/app.ts';

const HEAD = '<!doctype html><html><head><title>Lobby</title>';
const BODY =
  '</head><body><div id="root"></div><script type="module" src="/m/assets/app-1a2b3c.js"></script></body></html>';
const INDEX = HEAD + BODY;

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
// The build's compressed copies (apps/web/precompress.ts): marked so the test sees which file was sent.
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), 'brotli copy');
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), 'gzip copy');
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
const HOME_FILES = '</m/assets/home-5f6a.js>; rel=modulepreload; crossorigin';
// What the build writes for each screen's path (apps/web/route-preloads.ts).
writeFileSync(
  path.join(webDist, 'route-preloads.json'),
  JSON.stringify({
    '/m/login': [
      '</m/assets/style-1a2b.css>; rel=preload; as=style; crossorigin',
      '</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin',
    ],
    '/m/member/home': ['</m/assets/member-home-8c9d.js>; rel=modulepreload; crossorigin'],
    '/m/home': [HOME_FILES],
  }),
);
// A members' screen for a sure guest: login's files.
writeFileSync(
  path.join(webDist, 'guest-preloads.json'),
  JSON.stringify({ '/m/member/home': ['</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin'] }),
);
// What a stored language loads before the first render, by catalogue name; under en the screens' English texts.
const EN_TEXTS = '</m/assets/en-screens-3c4d.js>; rel=modulepreload; crossorigin';
writeFileSync(
  path.join(webDist, 'language-preloads.json'),
  JSON.stringify({
    en: [EN_TEXTS],
    ur: ['</m/assets/ur-9f8e.js>; rel=modulepreload; crossorigin'],
    ko: ['</m/assets/ko-7a6b.js>; rel=modulepreload; crossorigin'],
  }),
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

// The demo merchant's content too: home's Link header names its first banner.
const app = useTestApp({ config: { webDist }, demoCatalogue: 6 });
const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers });

/** A data block as HTML ends it: at the first `</script>`, whatever the JSON in it. */
const STATUS_BLOCK = /<script type="application\/json" id="lobby-status">(.*?)<\/script>/s;

/** The JSON of the page's data block with this id, as the app reads it; undefined when the page has none. */
function pageBlock(html: string, id: string) {
  const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const HOME_BLOCKS = /<script type="application\/json" id="lobby-(?:banners|notices|vendors)">.*?<\/script>/gs;

/** The page without its data blocks, and the status block's status as the app reads it (JSON.parse of its text). */
function splitPage(html: string): { page: string; status: unknown } {
  const [block = '', json = ''] = STATUS_BLOCK.exec(html) ?? [];
  return { page: html.replace(block, '').replace(HOME_BLOCKS, ''), status: JSON.parse(json) };
}

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
          `</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin, ${EN_TEXTS}`,
      );
    }
    expect((await get('/m/register')).headers.link).toBeUndefined();
  });

  it("names login's files on a members' screen unless the app said the browser may be signed in", async () => {
    const linkWith = async (cookie?: string) =>
      (await get('/m/member/home', cookie ? { cookie } : {})).headers.link;
    for (const cookie of [undefined, 'lobby.member=0', 'lobby.member=', 'x=1; lobby.members=1'])
      expect(await linkWith(cookie), cookie).toBe(
        `</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin, ${EN_TEXTS}`,
      );
    expect(await linkWith('theme=dark; lobby.member=1')).toBe(
      `</m/assets/member-home-8c9d.js>; rel=modulepreload; crossorigin, ${EN_TEXTS}`,
    );
  });

  it("adds the stored language's catalogue when the language cookie names it (KR reads ko), and not English's screen texts", async () => {
    const linkWith = async (cookie: string) => (await get('/m/login', { cookie })).headers.link;
    expect(await linkWith('theme=dark; lobby.language=UR')).toBe(
      '</m/assets/style-1a2b.css>; rel=preload; as=style; crossorigin, ' +
        '</m/assets/login-4d5e.js>; rel=modulepreload; crossorigin, ' +
        '</m/assets/ur-9f8e.js>; rel=modulepreload; crossorigin',
    );
    expect(await linkWith('lobby.language=kr')).toContain('</m/assets/ko-7a6b.js>');
    expect((await get('/m/register', { cookie: 'lobby.language=UR' })).headers.link).toBe(
      '</m/assets/ur-9f8e.js>; rel=modulepreload; crossorigin',
    );
    expect(await linkWith('lobby.language=kr')).not.toContain(EN_TEXTS);
    for (const cookie of [
      'lobby.language=EN',
      'lobby.language=%3Cscript%3E',
      'lobby.language=%E0%A4%A',
      'x=UR',
    ]) {
      expect(await linkWith(cookie), cookie).not.toMatch(/ur-9f8e|ko-7a6b/);
      expect(await linkWith(cookie), cookie).toContain(EN_TEXTS);
    }
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
    // Home draws with the English texts the entry carries: no screens' texts.
    expect((await get('/m/home')).headers.link).toBe(`${preloadOf(english ?? '')}, ${HOME_FILES}`);
    const inUrdu = await app().inject({
      method: 'GET',
      url: '/m/home',
      headers: { cookie: 'theme=dark; lobby.language=ur' },
    });
    expect(inUrdu.headers.link).toBe(
      `${preloadOf(urdu ?? '')}, ${HOME_FILES}, </m/assets/ur-9f8e.js>; rel=modulepreload; crossorigin`,
    );
    // A category's list or a search on home has no carousel; the login screen has its own files only.
    expect((await get('/m/home?pageType=list&gameType=RNG')).headers.link).toBe(HOME_FILES);
    expect((await get('/m/login')).headers.link).not.toContain('as=image');
  });

  it("carries the game list's first page as GET /games answers its category, in the app's language, and for no filtered list", async () => {
    const gamesBlock = (html: string) => pageBlock(html, 'lobby-games');
    const answered = async (gameType: string, language: string) =>
      (
        await get(
          `/api/v1/games?merchant=demo&platform=html5&pageNo=1&pageSize=24&clientType=2&gameType=${gameType}&language=${language}`,
        )
      ).json().value;
    const rng = gamesBlock((await get('/m/gameList?gameType=RNG')).body);
    expect(rng).toEqual({ language: 'EN', gameType: 'RNG', pageSize: 24, page: await answered('RNG', 'EN') });
    expect(rng.page.games.length).toBeGreaterThan(0);
    // The first tile's picture is preloaded, first.
    expect((await get('/m/gameList?gameType=RNG')).headers.link).toMatch(
      new RegExp(
        `^<${rng.page.games[0].mobileSmallIcon.replace(/[?.]/g, '\\$&')}>; rel=preload; as=image; fetchpriority=high`,
      ),
    );
    // No category asked: the list's default, RNG.
    expect(gamesBlock((await get('/m/gameList')).body)).toEqual(rng);
    const fish = gamesBlock((await get('/m/gameList?gameType=FISH', { cookie: 'lobby.language=UR' })).body);
    expect(fish).toEqual({
      language: 'UR',
      gameType: 'FISH',
      pageSize: 24,
      page: await answered('FISH', 'UR'),
    });
    for (const other of [
      '/m/gameList?gameType=RNG&vassalage=PG',
      '/m/gameList?gameType=RNG&gameName=gods',
      '/m/gameList?gameType=NOPE',
      '/m/home',
      '/m/login',
    ])
      expect(gamesBlock((await get(other)).body), other).toBeUndefined();
  });

  it("carries the lobby's banners as GET /content/banners answers home's groups, in the app's language, and on no other page", async () => {
    const bannersBlock = (html: string) => pageBlock(html, 'lobby-banners');
    const answered = async (language: string) =>
      (await get(`/api/v1/content/banners?groupName=m_home,m_live,m_game&language=${language}`)).json().value
        .list;
    const english = bannersBlock((await get('/m/home')).body);
    expect(english).toEqual({ language: 'EN', list: await answered('EN') });
    expect(english.list.length).toBeGreaterThan(0);
    const inUrdu = bannersBlock((await get('/m/home', { cookie: 'lobby.language=UR' })).body);
    expect(inUrdu).toEqual({ language: 'UR', list: await answered('UR') });
    expect(inUrdu.list).not.toEqual(english.list);
    for (const other of ['/m/home?pageType=list&gameType=RNG', '/m/login', '/m/gameList?gameType=RNG'])
      expect(bannersBlock((await get(other)).body), other).toBeUndefined();
  });

  it("carries a guest's announcements on home as GET /content/announcements answers a guest, and none for one who may be signed in", async () => {
    const noticesBlock = (html: string) => pageBlock(html, 'lobby-notices');
    const answered = async (language: string) =>
      (await get(`/api/v1/content/announcements?types=B,PL,PU,PR,A&platform=M&language=${language}`)).json()
        .value;
    const english = noticesBlock((await get('/m/home')).body);
    expect(english).toEqual({ language: 'EN', groups: await answered('EN') });
    expect(english.groups.player.length).toBeGreaterThan(0);
    const inUrdu = noticesBlock((await get('/m/home', { cookie: 'lobby.language=UR' })).body);
    expect(inUrdu).toEqual({ language: 'UR', groups: await answered('UR') });
    expect(noticesBlock((await get('/m/home', { cookie: 'lobby.member=1' })).body)).toBeUndefined();
    for (const other of ['/m/home?pageType=list&gameType=RNG', '/m/login', '/m/gameList?gameType=RNG'])
      expect(noticesBlock((await get(other)).body), other).toBeUndefined();
  });

  it('carries the game vendors as GET /games/vendors answers them on home and the game list, and on no other page', async () => {
    const vendorsBlock = (html: string) => pageBlock(html, 'lobby-vendors');
    const answered = (await get('/api/v1/games/vendors?language=UR')).json().value;
    expect(answered.sorting.length).toBeGreaterThan(0);
    for (const page of [
      '/m/home',
      '/m/home?pageType=list&gameType=RNG',
      '/m/gameList?gameType=FISH&vassalage=FC',
    ])
      expect(vendorsBlock((await get(page, { cookie: 'lobby.language=UR' })).body), page).toEqual({
        language: 'UR',
        vendors: answered,
      });
    for (const other of ['/m/login', '/m/member/home', '/m/providers'])
      expect(vendorsBlock((await get(other)).body), other).toBeUndefined();
  });

  it('answers /robots.txt as text, not with the app', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('answers every other page path with index.html and the status this client gets, for no shared cache', async () => {
    const apiStatus = (await get('/api/v1/system/status')).json().value;
    for (const url of ['/', '/m', '/m/home', '/m/register.html', '/m/no/such/page?x=1', '/anything']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      const { page, status } = splitPage(response.body);
      expect(page, url).toBe(INDEX);
      expect(status, url).toEqual(apiStatus);
    }
  });

  it("puts this client's gate in the page: maintenance, or its region restricted", async () => {
    await putMerchant(app(), 'gated-web', {
      domains: ['gated.example'],
      config: { maintenance: { enabled: true }, region: { blockedCountries: ['KP'] } },
    });
    const restricted = splitPage(
      (await get('/m/home', { host: 'gated.example', 'cf-ipcountry': 'KP' })).body,
    );
    expect(restricted.status).toMatchObject({ maintenance: true, regionRestriction: true });
    const allowed = splitPage((await get('/m/home', { host: 'gated.example', 'cf-ipcountry': 'PH' })).body);
    expect(allowed.status).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('keeps a merchant text that closes the script or opens a comment inside the data block', async () => {
    const name = '</script><script src="/evil.js"></script><!-- & \u2028';
    await putMerchant(app(), 'hostile-web', { domains: ['hostile.example'], config: { name } });
    const html = (await get('/m/login', { host: 'hostile.example' })).body;
    expect(html).not.toContain('evil.js"></script>');
    expect(html).not.toContain('<!--');
    const { page, status } = splitPage(html);
    expect(page).toBe(INDEX);
    expect(status).toMatchObject({ info: { merchantName: name } });
  });

  it('keeps /m/ the plain shell, which the service worker keeps for offline use', async () => {
    for (const url of ['/m/', '/m/index.html']) expect((await get(url)).body, url).toBe(INDEX);
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

  it('sends the strict CSP with the page, the same with the status block as without', async () => {
    const plain = await get('/m/');
    const policy = plain.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    expect((await get('/m/login')).headers['content-security-policy']).toBe(policy);
  });
});
