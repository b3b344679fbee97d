import { beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../shared/session.ts';
import { STORAGE_KEYS, writeStored } from '../shared/storage.ts';
import { sendGuestToLogin } from './guest-redirect.ts';

const at = (path: string): string => {
  window.history.replaceState(null, '', path);
  sendGuestToLogin();
  return `${window.location.pathname}${window.location.search}`;
};

describe('sendGuestToLogin', () => {
  beforeEach(() => window.history.replaceState(null, '', '/m/home'));

  it('sends a guest from a members’ screen to login before the first render, coming back after', () => {
    expect(at('/m/member/home')).toBe('/m/login?next=%2Fm%2Fmember%2Fhome');
    expect(at('/m/gameRecord?type=1')).toBe('/m/login?next=%2Fm%2FgameRecord%3Ftype%3D1');
  });

  it('leaves screens open to guests alone', () => {
    expect(at('/m/home')).toBe('/m/home');
    expect(at('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
  });

  it('leaves a logged-in member, or a remembered login about to be restored, on the screen', () => {
    writeStored(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ type: 'username', username: 'ann', countryDialingCode: '', rememberToken: 'r1' }),
    );
    writeStored(STORAGE_KEYS.autoLogin, '1');
    expect(at('/m/member/home')).toBe('/m/member/home');
    localStorage.clear();
    writeSession({ token: 't', merchantCode: 'm', userName: 'ann', type: 0 });
    expect(at('/m/member/home')).toBe('/m/member/home');
  });
});
