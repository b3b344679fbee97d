import { describe, expect, it } from 'vitest';
import {
  backDestination,
  isFooterHidden,
  isHeaderHidden,
  isHomeLike,
  routeNameOf,
  routeTitleKey,
  SCREEN_PATTERNS,
} from './route-rules.ts';
import { HOME_ALIASES, ROUTE_PATHS, type RouteName } from './routes.ts';

describe('route names', () => {
  it.each(HOME_ALIASES)('%s shows home and is home-like', (path) => {
    expect(routeNameOf(path)).toBe('home');
    expect(isHomeLike(path)).toBe(true);
  });

  it('unknown paths show home but are not home-like', () => {
    for (const path of ['/m/nope', '/elsewhere', '/m/member/unknown']) {
      expect(routeNameOf(path)).toBe('home');
      expect(isHomeLike(path)).toBe(false);
    }
  });

  it('names every screen of the route tables, with aliases and parameters', () => {
    expect(routeNameOf('/m/register.html')).toBe('register');
    expect(routeNameOf('/m/member/home')).toBe('memberHome');
    expect(routeNameOf('/m/activity/signIn')).toBe('signIn');
    expect(routeNameOf('/m/member/agent/getDevidendContract')).toBe('dividendContract');
    expect(routeNameOf('/m/lotto-h5/vn/trad/games/42')).toBe('lottoH5');
    expect(routeNameOf('/m/login/')).toBe('login');
    expect(isHomeLike('/m/home/')).toBe(true);
  });

  it('matches like the router: any case, trailing slashes, parameters by name', () => {
    expect(routeNameOf('/M/Login//')).toBe('login');
    expect(routeNameOf('/m/register.htm')).toBe('home');
    const lotto = SCREEN_PATTERNS.find(([name]) => name === 'lottoH5')?.[1];
    expect(lotto?.exec('/m/lotto-h5/vn/trad/games/42')?.groups).toEqual({
      mui: 'vn',
      playType: 'trad',
      gameId: '42',
    });
    expect(routeNameOf('/m/lotto-h5/vn/trad/games')).toBe('home');
  });
});

describe('header and footer visibility', () => {
  const header: RouteName[] = [
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
  ];
  const footer: RouteName[] = [
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
  ];
  const all: RouteName[] = ['home', ...(Object.keys(ROUTE_PATHS) as RouteName[])];

  it('hides the header exactly on the spec list', () => {
    expect(all.filter(isHeaderHidden).sort()).toEqual([...header].sort());
  });

  it('hides the footer exactly on the spec list', () => {
    expect(all.filter(isFooterHidden).sort()).toEqual([...footer].sort());
  });
});

describe('back destinations', () => {
  it.each(['login', 'register', 'trail', 'activity', 'forget'] as const)('%s goes home', (route) => {
    expect(backDestination(route)).toBe('home');
  });

  it.each(['notice', 'memberHome', 'gameRecord', 'signIn'] as const)('%s goes back in history', (route) => {
    expect(backDestination(route)).toBe('history');
  });
});

it('titles come from a per-route key', () => {
  expect(routeTitleKey('voucherCenter')).toBe('routes.voucherCenter');
});
