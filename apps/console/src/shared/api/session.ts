import { API, type ConsoleChallenge, type ConsoleOperator } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client.ts';

export interface ConsoleSessionValue {
  operator: ConsoleOperator;
  csrfToken: string;
  expiresAt: string;
}

export const SESSION_QUERY_KEY = ['console-session'] as const;

/** The signed-in operator, or null when nobody is signed in (401). */
export async function fetchSession(): Promise<ConsoleSessionValue | null> {
  try {
    return await apiRequest<ConsoleSessionValue>(API.getConsoleSession.path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const useConsoleSession = () =>
  useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, retry: false, staleTime: 60_000 });

export const login = (username: string, password: string) =>
  apiRequest<ConsoleChallenge>(API.consoleLogin.path, { method: 'POST', body: { username, password } });

export const verifySecondFactor = (challenge: ConsoleChallenge, code: string) =>
  apiRequest<{ recoveryCodes?: string[] }>(API.consoleVerifyTotp.path, {
    method: 'POST',
    body: { ...challenge, code },
  });

export const logout = (csrfToken: string) =>
  apiRequest<unknown>(API.consoleLogout.path, { method: 'DELETE', csrfToken });
