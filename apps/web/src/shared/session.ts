import { isRealMember } from '@lobby/contract';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

/** The spec's session key; login writes it to sessionStorage (a remembered login keeps a token, not this). */
export const SESSION_KEY = 'MC_SESSION_INFO';
const SESSION_EVENT = 'lobby:session';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type: 0, 1, 2 real accounts; 4 and others free or trial (contract member-types). */
  type: number;
  firstTimeLogin?: boolean;
}

export const isFreeAccount = (type: number): boolean => !isRealMember(type);

function parseSession(raw: string | null): SessionInfo | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { token, merchantCode, userName, type, firstTimeLogin } = value as Record<string, unknown>;
    if (typeof token !== 'string' || !token || typeof userName !== 'string') return undefined;
    return {
      token,
      userName,
      merchantCode: typeof merchantCode === 'string' ? merchantCode : '',
      type: Number(type ?? 0),
      firstTimeLogin: firstTimeLogin === true,
    };
  } catch {
    return undefined;
  }
}

const rawSession = (): string | null => readStored(SESSION_KEY, 'session') ?? readStored(SESSION_KEY);

let cachedRaw: string | null = null;
let cachedSession: SessionInfo | undefined;

export function readSession(): SessionInfo | undefined {
  const raw = rawSession();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

/** Login: the session info of spec §3, in sessionStorage. */
export function writeSession(session: SessionInfo): void {
  const { token, merchantCode, userName, type, firstTimeLogin = false } = session;
  writeStored(
    SESSION_KEY,
    JSON.stringify({ token, merchantCode, userName, type, firstTimeLogin }),
    'session',
  );
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Logout: the spec clears the token and all session storage. */
export function clearSession(): void {
  writeStored(SESSION_KEY, null);
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored there.
  }
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * Calls `onChange` whenever the session may have changed (this tab's login, logout or restore, or another
 * tab's storage); answers the unsubscribe.
 */
export function onSessionChange(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

export function useSession(): SessionInfo | undefined {
  return useSyncExternalStore(onSessionChange, readSession, () => undefined);
}

let restoring = false;

/**
 * A remembered login is being restored (app start): until it settles, nobody is logged in yet, so screens
 * hold back what depends on the login state (the member gate's redirect, the gift popup's login state).
 */
export async function trackSessionRestore(restore: Promise<unknown>): Promise<void> {
  // Set during the app's first render, before any screen reads it, so no event is needed yet.
  restoring = true;
  try {
    await restore;
  } finally {
    restoring = false;
    window.dispatchEvent(new Event(SESSION_EVENT));
  }
}

export const useSessionRestoring = (): boolean =>
  useSyncExternalStore(
    onSessionChange,
    () => restoring,
    () => false,
  );
