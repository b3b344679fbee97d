import { describe, expect, it } from 'vitest';
import { makeStatus } from '../../test/fixtures.ts';
import { loginMethods, restoreLogin, socialLoginProviders } from './login-rules.ts';
import {
  dropRememberToken,
  readAutoLogin,
  readRememberedLogin,
  writeAutoLogin,
  writeRememberedLogin,
} from './remembered-login.ts';

const whitelabel = (on: Partial<Record<string, boolean>>) => ({ ...makeStatus().info.whitelabel, ...on });

describe('login methods', () => {
  it('offers SMS-code login (and so the toggle) only with MOBILEVERCODELOGIN3', () => {
    expect(loginMethods(whitelabel({}))).toEqual(['username']);
    expect(loginMethods(whitelabel({ MOBILEVERCODELOGIN3: true }))).toEqual(['username', 'sms']);
  });
});

describe('social one-click section', () => {
  it('needs the provider’s switch on and the provider configured', () => {
    const bothOn = whitelabel({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    expect(socialLoginProviders(bothOn)).toEqual([]);
    expect(socialLoginProviders(bothOn, ['google'])).toEqual(['google']);
    expect(socialLoginProviders(whitelabel({ GOOGLELOGIN3: true }), ['facebook', 'google'])).toEqual([
      'google',
    ]);
    expect(socialLoginProviders(whitelabel({}), ['facebook', 'google'])).toEqual([]);
  });
});

describe('remembered login', () => {
  it('restores username logins, and SMS logins only while mobile-code login is on', () => {
    const byName = { type: 'username', username: 'lucky7', countryDialingCode: '92' } as const;
    expect(restoreLogin(byName, false)).toEqual({
      method: 'username',
      username: 'lucky7',
      mobileNum: '',
      countryDialingCode: '92',
    });
    const bySms = { type: 'sms', username: '3001234567', countryDialingCode: '92' } as const;
    expect(restoreLogin(bySms, false)).toBeUndefined();
    expect(restoreLogin(bySms, true)).toEqual({
      method: 'sms',
      username: '',
      mobileNum: '3001234567',
      countryDialingCode: '92',
    });
    expect(restoreLogin(undefined, true)).toBeUndefined();
  });

  it('keeps only type, username, dialing code and remember token in local storage — never a password', () => {
    localStorage.setItem(
      'lobby.remembered-login',
      JSON.stringify({ type: 'username', username: 'lucky7', password: 'c2VjcmV0', countryDialingCode: '1' }),
    );
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'lucky7', countryDialingCode: '1' });
    writeRememberedLogin({
      type: 'sms',
      username: '3001234567',
      countryDialingCode: '92',
      rememberToken: 'token-token-token-1',
    });
    expect(JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '')).toEqual({
      type: 'sms',
      username: '3001234567',
      countryDialingCode: '92',
      rememberToken: 'token-token-token-1',
    });
    dropRememberToken();
    expect(readRememberedLogin()).toEqual({ type: 'sms', username: '3001234567', countryDialingCode: '92' });
    writeAutoLogin(true);
    expect(readAutoLogin()).toBe(true);
    writeAutoLogin(false);
    expect(localStorage.getItem('lobby.auto-login')).toBe('0');
  });
});
