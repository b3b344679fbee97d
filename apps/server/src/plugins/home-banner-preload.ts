import { WEB_BASE } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBanners } from '../modules/content/index.ts';
import type { Merchant } from '../modules/merchants/index.ts';
import { dateOf } from '../shared/clock.ts';

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
  merchant: Merchant,
  pathname: string,
  language: string | undefined,
): Promise<string | undefined> {
  const [, query = ''] = request.url.split('?', 2);
  if (!isLobby(pathname, new URLSearchParams(query))) return undefined;
  try {
    const { defaultLanguage, imageCDNs } = merchant.config;
    const [first] = await findBanners(
      await app.liveContent.get(merchant.code),
      ['m_home'],
      language ?? defaultLanguage,
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
