import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { textLanguage, WEB_BASE } from '@lobby/contract';
import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../shared/cache-control.ts';
import { gameListFirstView } from './game-list-first-view.ts';
import { cookieLanguage, mayBeSignedIn } from './hint-cookies.ts';
import { homeFirstView } from './home-first-view.ts';
import { vendorsFirstView } from './vendors-first-view.ts';
import { firstViewHtml } from './web-app-status.ts';

const REVALIDATE = 'no-cache';
/** A page holding this client's status (its address, its region's gate) is for no shared cache. */
const PRIVATE_REVALIDATE = 'private, no-cache';

const HOME_PATH = `${WEB_BASE}/home`;

const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console/\n';

/**
 * `Link` header entries from a file the build writes (apps/web/route-preloads.ts): route-preloads.json names
 * the files a screen's first view loads, by path; guest-preloads.json what a members' screen loads for a
 * guest; language-preloads.json those a stored language adds, by catalogue name. The phone asks for them
 * alongside the HTML's own instead of after running the entry. A header, not tags in the HTML, so the HTML
 * stays one file for every path.
 */
function readPreloads(root: string, name: string): Map<string, string> {
  const file = path.join(root, name);
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(Object.entries(preloads).map(([key, links]) => [key, links.join(', ')]));
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/** Generated images (media routes): an unknown one is a 404, never the SPA. */
const isMediaPath = (pathname: string) => pathname === '/media' || pathname.startsWith('/media/');

/**
 * Serves the built SPA under /m/. Hashed files in assets/ are cached for good; everything else
 * (index.html, sw.js, the manifest) is revalidated so a deploy shows at once. Paths that are no file
 * get index.html, so the client router shows home for unknown routes.
 */
export const webApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no web build found; serving the API only');
    return;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  const routePreloads = readPreloads(root, 'route-preloads.json');
  // By members' screen's path: login's files, for a guest that screen sends to login (decision 0090).
  const guestPreloads = readPreloads(root, 'guest-preloads.json');
  // By catalogue name: what a stored language loads before the first render (decision 0085).
  const languagePreloads = readPreloads(root, 'language-preloads.json');
  const languageLinks = (code: string | undefined) =>
    code && textLanguage(code) !== 'EN' ? languagePreloads.get(textLanguage(code).toLowerCase()) : undefined;
  const englishScreenTexts = languagePreloads.get('en');
  const pageFor = firstViewHtml(readFileSync(path.join(root, 'index.html'), 'utf8'));

  await app.register(fastifyStatic, {
    root,
    prefix: `${WEB_BASE}/`,
    // Routes for the files present at start; the catch-all below takes every other path.
    wildcard: false,
    cacheControl: false,
    // The build's .br and .gz copies (apps/web/precompress.ts), chosen by the request's Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE);
    },
  });

  // Crawlers may read the player app; the API and the console are no pages to index.
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(ROBOTS),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // A missing hashed asset must stay a 404, not become HTML a script tag would choke on.
    if (isApiPath(pathname) || isMediaPath(pathname) || pathname.startsWith(`${WEB_BASE}/assets/`))
      return reply.callNotFound();
    const screen = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const language = cookieLanguage(request);
    const merchant = await app.merchants.resolve(request.host).catch(() => undefined);
    // What the page carries for its first view.
    const page = merchant && {
      pathname: screen,
      search: new URLSearchParams(request.url.split('?', 2)[1] ?? ''),
      language: language ?? merchant.config.defaultLanguage,
    };
    const [home, games, vendors] =
      merchant && page
        ? await Promise.all([
            homeFirstView(app, request, merchant, page),
            gameListFirstView(app, request, merchant, page),
            vendorsFirstView(app, request, merchant, page),
          ])
        : [];
    // A members' screen sends a sure guest to login before it draws: login's files then (decision 0090).
    const screenLinks = (!mayBeSignedIn(request) && guestPreloads.get(screen)) || routePreloads.get(screen);
    // Home's first banner or the game list's first tile first: a few KB, and the picture a phone paints largest.
    // Then the language's texts: another language's whole catalogue, or in English the screens' texts for a
    // screen other than home.
    const links = [
      home?.link ?? games?.link,
      screenLinks,
      languageLinks(language) ?? (screenLinks && screen !== HOME_PATH ? englishScreenTexts : undefined),
    ].filter(Boolean);
    if (links.length > 0) reply.header('link', links.join(', '));
    const html = pageFor(request, merchant, {
      homeBanners: home?.banners,
      homeNotices: home?.notices,
      vendors,
      games: games?.games,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', PRIVATE_REVALIDATE).send(html);
  });
};
