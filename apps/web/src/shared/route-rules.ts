import { HOME_ALIASES, PATH_ALIASES, ROUTE_PATHS, type RouteName, type ScreenName } from './routes.ts';

const HEADER_HIDDEN: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'login',
  'register',
  'message',
  'app',
  'gameList',
  'lottery',
  'forget',
  'providers',
  'hot',
  'fav',
  'changePsw',
]);

const FOOTER_HIDDEN: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'register',
  'providers',
  'gameList',
  'hot',
  'fav',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'helpDetail',
]);

const BACK_TO_HOME: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'register',
  'trail',
  'activity',
  'forget',
  'message',
  'messages',
]);

/** Screens for members only (their screen calls useMemberGate and shows a guest nothing). */
const MEMBERS_ONLY: ReadonlySet<RouteName> = new Set<RouteName>([
  'memberHome',
  'voucherCenter',
  'withdraw',
  'gameRecord',
  'webEmail',
  'feedback',
  'agentRegister',
  'inviteFriends',
  'salaryContract',
  'dividendContract',
  'hourContract',
]);

const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path as a pattern: `:name` segments capture a parameter; trailing slashes and case do not matter. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${withoutTrailingSlash(path)
      .split('/')
      .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
      .join('/')}/*$`,
    'i',
  );

const homeAliases: ReadonlySet<string> = new Set(HOME_ALIASES.map(withoutTrailingSlash));

/** Every screen's paths (aliases first) as patterns, in matching order; the router matches with these. */
export const SCREEN_PATTERNS: readonly (readonly [ScreenName, RegExp])[] = [
  ...Object.entries(PATH_ALIASES).map(([path, name]) => [name, patternOf(path)] as const),
  ...(Object.entries(ROUTE_PATHS) as [ScreenName, string][]).map(
    ([name, path]) => [name, patternOf(path)] as const,
  ),
];

export const isHomeLike = (pathname: string): boolean => homeAliases.has(withoutTrailingSlash(pathname));

/** The screen a path shows; unknown paths show home. */
export function routeNameOf(pathname: string): RouteName {
  if (isHomeLike(pathname)) return 'home';
  return SCREEN_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'home';
}

export const isHeaderHidden = (route: RouteName): boolean => HEADER_HIDDEN.has(route);
export const isFooterHidden = (route: RouteName): boolean => FOOTER_HIDDEN.has(route);
export const isMembersOnly = (route: RouteName): boolean => MEMBERS_ONLY.has(route);

/** Where the header's back arrow goes: home, or one step back in history. */
export const backDestination = (route: RouteName): 'home' | 'history' =>
  BACK_TO_HOME.has(route) ? 'home' : 'history';

export const routeTitleKey = (route: RouteName) => `routes.${route}` as const;
