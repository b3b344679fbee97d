/**
 * Web storage that never throws: private browsing, disabled storage and full quotas all read as
 * "nothing stored" and drop writes.
 */
export const STORAGE_KEYS = {
  theme: 'lobby.theme',
  language: 'lobby.language',
  /** lang and dir of <html>, read by public/theme-init.js before first paint. */
  documentAttributes: 'lobby.html',
  /** The merchant's colour tokens (decision 0072), read by public/theme-init.js before first paint. */
  brandTokens: 'lobby.brand',
  /** Languages whose web fonts this browser has fetched (decision 0096): a later visit uses them at once. */
  fontsFetched: 'lobby.fonts-fetched',
  systemStatus: 'lobby.system-status',
  appShell: 'lobby.app-shell',
  balanceHidden: 'lobby.balance-hidden',
  /** Scroll positions by history entry, in sessionStorage, so a reload lands where the page was. */
  scrollPositions: 'lobby.scroll-positions',
  /** Remembered login (local): method, username, dialing code and a revocable remember token; never a password. */
  rememberedLogin: 'lobby.remembered-login',
  /** '1' while a remembered login may log in by itself; logout sets '0' (spec §3). */
  autoLogin: 'lobby.auto-login',
  /** The trial account's name, in sessionStorage (spec §3). */
  trialUser: 'lobby.trial-user',
  /** The search popup's history of terms, newest first (local). */
  searchHistory: 'lobby.search-history',
  /** The gift popup was seen in this session, per login state (sessionStorage). */
  giftPopupSeen: 'lobby.gift-popup-seen',
  /** '1' while the floating right bar is open; collapsed otherwise, as the player last left it (local). */
  floatingBarOpen: 'lobby.floating-bar-open',
  /** Agent contract prompts dismissed in this session, by kind (sessionStorage). */
  contractPromptsDismissed: 'lobby.contract-prompts-dismissed',
} as const;

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, area: Area = 'local'): void {
  try {
    const storage = storageOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}

export function readStoredJson(key: string, area: Area = 'local'): unknown {
  const raw = readStored(key, area);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
