import type { FastifyRequest } from 'fastify';

/** The page a first view is built for: its path, its query and the language the app will show in it. */
export interface FirstViewPage {
  pathname: string;
  search: URLSearchParams;
  /** The language cookie's, else the merchant's default. */
  language: string;
}

/**
 * What `build` gives for the page to carry, or undefined when it fails: the page is then served without it and
 * the app asks (decisions 0094, 0099).
 */
export async function orAskedLater<T>(
  request: FastifyRequest,
  part: string,
  build: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await build();
  } catch (error) {
    request.log.warn({ err: error }, `${part} first view skipped`);
    return undefined;
  }
}

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
 * The `Link` entry preloading a first view's largest picture (home's first banner, the game list's first
 * tile; decisions 0081 and 0099), at the address the app will ask; undefined when that cannot be known.
 */
export function picturePreload(path: string, cdnHosts: readonly string[]): string | undefined {
  const url = pictureUrl(path, cdnHosts);
  return url ? `<${url}>; rel=preload; as=image; fetchpriority=high` : undefined;
}
