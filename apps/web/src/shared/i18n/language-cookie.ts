import type { LanguageCode } from '@lobby/contract';
import { STORAGE_KEYS } from '../storage.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the player's chosen language (a cookie named like its storage key), so the page it sends
 * names that language's files and pictures for the first view (decisions 0081 and 0085). Not a secret:
 * readable by scripts, sent to this site only.
 */
export function rememberLanguageForServer(code: LanguageCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not on every phone.
  document.cookie = `${STORAGE_KEYS.language}=${encodeURIComponent(code)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
