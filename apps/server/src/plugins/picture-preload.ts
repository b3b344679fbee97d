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
