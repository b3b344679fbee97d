import { WEB_BASE } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBanners } from '../modules/content/index.ts';
import { dateOf } from '../shared/clock.ts';

/** The player's language as the web app stores it, when it has told the server (a cookie of this name). */
export const LANGUAGE_COOKIE = 'lobby.language';

const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/;

function cookieLanguage(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, value = ''] = pair.trim().split('=', 2);
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      const code = decodeURIComponent(value).trim().toUpperCase();
      return LANGUAGE.test(code) ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Home's lobby, which opens on the banner carousel (its list and search modes have none). */
const isLobby = (pathname: string, search: URLSearchParams) =>
  pathname === `${WEB_BASE}/home` && !search.has('pageType');

/** The address the player app draws a picture at: on the merchant's image CDN when it has one host. */
function pictureUrl(path: string, cdnHosts: readonly string[]): string | undefined {
  const hosts = [...new Set(cdnHosts)];
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  // With several hosts the app picks one at random, so which one it asks cannot be named here.
  if (hosts.length > 1) return undefined;
  const host = hosts[0]?.replace(/\/+$/, '');
  return host ? `${host}/${path.replace(/^\/+/, '')}` : path;
}

/**
 * The `Link` entry preloading home's first banner, its largest picture (decision 0081): the phone asks for
 * it with the HTML instead of after the app's code, the banners answer and the carousel's render. In the
 * language the app will show (the language cookie, else the merchant's default); nothing when there is no
 * banner, the address cannot be known, or anything fails.
 */
export async function homeBannerLink(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<string | undefined> {
  const [, query = ''] = request.url.split('?', 2);
  if (!isLobby(pathname, new URLSearchParams(query))) return undefined;
  try {
    const merchant = await app.merchants.resolve(request.host);
    const { defaultLanguage, imageCDNs } = merchant.config;
    const [first] = await findBanners(
      await app.liveContent.get(merchant.code),
      ['m_home'],
      cookieLanguage(request) ?? defaultLanguage,
      defaultLanguage,
      dateOf(app.clock),
    );
    const url = first ? pictureUrl(first.imageUrl, imageCDNs) : undefined;
    return url ? `<${url}>; rel=preload; as=image; fetchpriority=high` : undefined;
  } catch (error) {
    request.log.warn({ err: error }, 'home banner preload skipped');
    return undefined;
  }
}
