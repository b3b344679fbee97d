import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

export type Platform = 'ios' | 'android' | 'other';

export interface InstallState {
  platform: Platform;
  /** Running as an installed web app (added to the home screen). */
  installed: boolean;
  /** Running inside the operator's native app (a web view). */
  nativeShell: boolean;
}

/**
 * The native app identifies itself in one of two ways:
 * - its web view's user agent contains the token `LobbyApp` (e.g. `... LobbyApp/2.3`), or
 * - it opens the site with `?app=1`, remembered in localStorage for later navigations (`?app=0` forgets it),
 *   for web views that cannot change their user agent.
 */
export const NATIVE_APP_UA_TOKEN = 'LobbyApp';

export function rememberNativeShellFlag(search: string): void {
  const flag = new URLSearchParams(search).get('app');
  if (flag === '1') writeStored(STORAGE_KEYS.appShell, '1');
  if (flag === '0') writeStored(STORAGE_KEYS.appShell, null);
}

export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  // iPadOS reports a desktop Safari user agent; touch support gives it away.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function detectInstallState(): InstallState {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    platform: platformOf(navigator.userAgent, navigator.maxTouchPoints),
    installed: window.matchMedia?.('(display-mode: standalone)').matches === true || standalone,
    nativeShell:
      navigator.userAgent.includes(NATIVE_APP_UA_TOKEN) || readStored(STORAGE_KEYS.appShell) === '1',
  };
}
