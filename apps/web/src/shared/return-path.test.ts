import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps the app’s own screens with their query', () => {
    expect(safeReturnPath('/m/member/home')).toBe('/m/member/home');
    expect(safeReturnPath('/m/gameRecord?tab=2#top')).toBe('/m/gameRecord?tab=2#top');
  });

  it.each([
    ['another origin', 'https://evil.example/m/home'],
    ['a protocol-relative host', '//evil.example/m/home'],
    ['a backslash host', '/m/\\evil.example'],
    ['a path outside the app', '/api/v1/members'],
    ['a climb out of the app', '/m/../api/v1/members'],
    ['a scheme', 'javascript:alert(1)'],
    ['the login screen itself', '/m/login?next=/m/home'],
    ['nothing', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });
});

describe('loginPathReturningTo', () => {
  it('names the screen to come back to', () => {
    expect(loginPathReturningTo('/m/member/home?x=1')).toBe('/m/login?next=%2Fm%2Fmember%2Fhome%3Fx%3D1');
  });

  it('is plain login for anything unsafe', () => {
    expect(loginPathReturningTo('//evil.example')).toBe('/m/login');
  });
});
