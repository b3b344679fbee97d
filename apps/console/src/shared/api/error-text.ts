import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

const KNOWN = new Set([
  'invalid_credentials',
  'second_factor_invalid',
  'challenge_expired',
  'rate_limited',
  'session_expired',
  'csrf_invalid',
  'validation_error',
  'network_error',
]);

/** The translated text of a failed call: the server's code when the console knows it, else a generic one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError && KNOWN.has(error.code) ? error.code : 'unknown';
  return t(`errors.${code}` as 'errors.unknown');
}
