import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_SCOPE } from '../../shared/api/session-scope.ts';
import { clearSession } from '../../shared/session.ts';
import { logout } from './api/logout.ts';
import { dropRememberToken, readRememberedLogin, writeAutoLogin } from './remembered-login.ts';

/**
 * Forgets the login on this device: autoLogin 0, the remember token, the member's data and all session
 * storage. For a session the server has already ended (a time-out or self-exclusion ends them all).
 */
export function useForgetSession(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    writeAutoLogin(false);
    dropRememberToken();
    client.removeQueries({ queryKey: [SESSION_SCOPE] });
    clearSession();
  }, [client]);
}

/**
 * Logout (spec §4): the logout call with the session token (and the remember token, revoked with it), then
 * autoLogin 0, and the token, trial user, member info and all session storage cleared, whatever the answer.
 */
export function useLogout(): () => Promise<void> {
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      await logout(readRememberedLogin()?.rememberToken);
    } catch {
      // Offline or already ended: the session still ends here; the server's expires on its own.
    }
    forget();
  }, [forget]);
}
