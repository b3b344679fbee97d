import { readStored, readStoredJson, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/**
 * The remembered login in local storage. It never holds a password: the spec's stored password is replaced by
 * a revocable remember token the server issues at a login with "remember me".
 */
export interface RememberedLogin {
  type: 'username' | 'sms';
  /** The username, or the mobile number of an SMS login. */
  username: string;
  countryDialingCode: string;
  rememberToken?: string;
}

/** Reads the remembered login, keeping only the known fields (an old entry's password is never read). */
export function readRememberedLogin(): RememberedLogin | undefined {
  const value = readStoredJson(STORAGE_KEYS.rememberedLogin);
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, username, countryDialingCode, rememberToken } = value as Record<string, unknown>;
  if ((type !== 'username' && type !== 'sms') || typeof username !== 'string') return undefined;
  return {
    type,
    username,
    countryDialingCode: typeof countryDialingCode === 'string' ? countryDialingCode : '',
    ...(typeof rememberToken === 'string' && rememberToken ? { rememberToken } : {}),
  };
}

export function writeRememberedLogin(login: RememberedLogin | undefined): void {
  if (!login) {
    writeStored(STORAGE_KEYS.rememberedLogin, null);
    return;
  }
  const { type, username, countryDialingCode, rememberToken } = login;
  writeStored(
    STORAGE_KEYS.rememberedLogin,
    JSON.stringify({ type, username, countryDialingCode, ...(rememberToken ? { rememberToken } : {}) }),
  );
}

/** A revoked remember token is dropped; the username, method and dialing code stay for the next login. */
export function dropRememberToken(): void {
  const login = readRememberedLogin();
  if (login?.rememberToken) writeRememberedLogin({ ...login, rememberToken: undefined });
}

export const readAutoLogin = (): boolean => readStored(STORAGE_KEYS.autoLogin) === '1';
export const writeAutoLogin = (on: boolean): void => writeStored(STORAGE_KEYS.autoLogin, on ? '1' : '0');
