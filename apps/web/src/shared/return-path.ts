import { ROUTE_PATHS } from './routes.ts';

/** The login screen's query parameter naming where a login goes back to. */
export const RETURN_PARAM = 'next';

const APP_PREFIX = '/m/';
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * A path to go back to after login, or undefined unless it is one of this app's own screens: a relative
 * /m/... path (search and hash kept). Anything that could leave the app (another origin, //host, a backslash,
 * a scheme) or loop back to login is refused, so the parameter can never be an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith(APP_PREFIX) || raw.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(APP_PREFIX)) return undefined;
  if (url.pathname === ROUTE_PATHS.login) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login screen, asked to come back to `path` (the screen the guest was refused) afterwards. */
export function loginPathReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back ? `${ROUTE_PATHS.login}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : ROUTE_PATHS.login;
}
