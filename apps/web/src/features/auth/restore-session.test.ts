import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '../../shared/session.ts';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { dueRememberedLogin, keepServerToldOfSignIn, restoreRememberedSession } from './restore-session.ts';

const remembered = {
  type: 'username' as const,
  username: 'lucky7',
  countryDialingCode: '',
  rememberToken: 'old-remember-token-0000',
};
const storedToken = () => JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '{}').rememberToken;

beforeEach(() => {
  localStorage.setItem('lobby.remembered-login', JSON.stringify(remembered));
  localStorage.setItem('lobby.auto-login', '1');
});

describe('dueRememberedLogin', () => {
  it('is due with a token, autoLogin on and nobody logged in in this tab', () => {
    expect(dueRememberedLogin(false)).toEqual(remembered);
  });

  it('is not due after logout (autoLogin 0), with a session already, or for SMS with mobile-code login off', () => {
    localStorage.setItem('lobby.auto-login', '0');
    expect(dueRememberedLogin(false)).toBeUndefined();
    localStorage.setItem('lobby.auto-login', '1');
    localStorage.setItem('lobby.remembered-login', JSON.stringify({ ...remembered, type: 'sms' }));
    expect(dueRememberedLogin(false)).toBeUndefined();
    expect(dueRememberedLogin(true)).toBeDefined();
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 't', userName: 'lucky7', type: 0 }));
    expect(dueRememberedLogin(true)).toBeUndefined();
  });
});

describe('restoreRememberedSession', () => {
  it('starts the session and keeps the new token', async () => {
    mockApi({
      loginWithRememberToken: ok({
        token: 'token-new',
        userName: 'lucky7',
        type: 0,
        firstTimeLogin: false,
        merchantCode: 'demo',
        rememberToken: 'new-remember-token-1111',
      }),
    });
    expect(await restoreRememberedSession(remembered)).toBe(true);
    expect(storedToken()).toBe('new-remember-token-1111');
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toContain('token-new');
  });

  it('drops a refused token and stops logging in by itself, keeping the username', async () => {
    mockApi({ loginWithRememberToken: refuse('invalid_credentials', 401) });
    expect(await restoreRememberedSession(remembered)).toBe(false);
    expect(storedToken()).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('lobby.remembered-login') ?? '{}').username).toBe('lucky7');
    expect(localStorage.getItem('lobby.auto-login')).toBe('0');
  });

  it('keeps the token when offline or the server fails, for the next opening', async () => {
    mockApi({ loginWithRememberToken: refuse('internal_error', 500) });
    expect(await restoreRememberedSession(remembered)).toBe(false);
    expect(storedToken()).toBe('old-remember-token-0000');
    expect(localStorage.getItem('lobby.auto-login')).toBe('1');
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });
});

describe('keepServerToldOfSignIn', () => {
  const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith('lobby.member='));

  it('tells the server "may be signed in" while a login exists or may restore itself, and takes it back after', () => {
    keepServerToldOfSignIn();
    // A remembered login that logs in by itself: the next page may well be a member's.
    expect(hint()).toBe('lobby.member=1');
    localStorage.setItem('lobby.auto-login', '0');
    clearSession();
    expect(hint()).toBeUndefined();
    writeSession({ token: 'token-1', merchantCode: 'demo', userName: 'lucky7', type: 0 });
    expect(hint()).toBe('lobby.member=1');
    clearSession();
    expect(hint()).toBeUndefined();
  });
});
