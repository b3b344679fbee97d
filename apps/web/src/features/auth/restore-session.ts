import { ApiError } from '../../shared/api/client.ts';
import { tellServerMaybeSignedIn } from '../../shared/hint-cookies.ts';
import { onSessionChange, readSession, trackSessionRestore } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { loginWithRememberToken } from './api/login-with-remember-token.ts';
import { restoreLogin } from './login-rules.ts';
import {
  dropRememberToken,
  type RememberedLogin,
  readAutoLogin,
  readRememberedLogin,
  writeAutoLogin,
  writeRememberedLogin,
} from './remembered-login.ts';
import { startSession } from './session-start.ts';

/** Refused (revoked, expired, unknown): the token is dropped. Offline or a server fault keeps it for next time. */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** A remembered login that may log in by itself: a remember token, autoLogin on, nobody logged in in this tab. */
function autoLoginCandidate(): RememberedLogin | undefined {
  const remembered = readRememberedLogin();
  return remembered?.rememberToken && !readSession() && readAutoLogin() ? remembered : undefined;
}

/**
 * Nobody is logged in and nobody will be by a remembered login: known before the merchant's settings load,
 * so the app can send such a guest away from a members' screen before it first renders.
 */
export const isSureGuest = (): boolean => !readSession() && !autoLoginCandidate();

/** Keeps the server's "may be signed in" hint true to isSureGuest, from app start (decision 0090). */
export function keepServerToldOfSignIn(): void {
  const tell = () => tellServerMaybeSignedIn(!isSureGuest());
  tell();
  onSessionChange(tell);
}

/** The remembered login that may log in by itself now (its kind of login still offered by the merchant). */
export function dueRememberedLogin(mobileCodeLogin: boolean): RememberedLogin | undefined {
  const remembered = autoLoginCandidate();
  return remembered && restoreLogin(remembered, mobileCodeLogin) ? remembered : undefined;
}

/** Logs the remembered member back in with the remember token (spec §3); answers whether a session started. */
export async function restoreRememberedSession(remembered: RememberedLogin): Promise<boolean> {
  try {
    const grant = await loginWithRememberToken(remembered.rememberToken ?? '');
    // The token is used up: the answer's replaces it, whatever happens to this tab next.
    writeRememberedLogin({ ...remembered, rememberToken: grant.rememberToken });
    startSession(grant);
    return true;
  } catch (error) {
    if (isRefusal(error)) {
      dropRememberToken();
      writeAutoLogin(false);
    }
    return false;
  }
}

let tried = false;

/**
 * Restores the remembered login once per page load, as the app first renders (any route, deep links
 * included). It starts during render, so a screen's redirect for guests already sees it under way.
 */
export function useRestoreRememberedSession(): void {
  const mobileCodeLogin = useSystemStatus().info.whitelabel.MOBILEVERCODELOGIN3 === true;
  if (tried) return;
  tried = true;
  const remembered = dueRememberedLogin(mobileCodeLogin);
  if (remembered) void trackSessionRestore(restoreRememberedSession(remembered));
}
