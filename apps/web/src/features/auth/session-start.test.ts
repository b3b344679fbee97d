import { describe, expect, it } from 'vitest';
import { readSession } from '../../shared/session.ts';
import { startSession, startTrialSession } from './session-start.ts';

describe('session storage', () => {
  it('stores MC_SESSION_INFO with exactly the spec’s fields, in session storage', () => {
    startSession({
      token: 'token-abc',
      userName: 'lucky7',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'demo',
      rememberToken: 'remember-me-token-123',
    });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toEqual({
      token: 'token-abc',
      merchantCode: 'demo',
      userName: 'lucky7',
      type: 0,
      firstTimeLogin: true,
    });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(readSession()).toMatchObject({ token: 'token-abc', userName: 'lucky7', type: 0 });
  });

  it('a trial session takes its type from customerType and keeps the trial name', () => {
    startTrialSession({
      token: 'token-trial',
      userName: 'guest_12345',
      customerType: 4,
      merchantCode: 'demo',
    });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '')).toEqual({
      token: 'token-trial',
      merchantCode: 'demo',
      userName: 'guest_12345',
      type: 4,
      firstTimeLogin: false,
    });
    expect(sessionStorage.getItem('lobby.trial-user')).toBe('guest_12345');
  });
});
