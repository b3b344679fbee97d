import type { TFunction } from '../i18n/i18n.ts';
import { ApiError } from './client.ts';

/**
 * A refusal that says when to try again (429 with retryAfterSeconds): the text telling that wait, in whole
 * minutes (at least one), errors.<code>_one/_other by count.
 */
export function waitOf(
  error: unknown,
): { code: 'rate_limited_wait' | 'resend_wait'; count: number } | undefined {
  const seconds = error instanceof ApiError ? error.details.retryAfterSeconds : undefined;
  if (seconds === undefined || !(error instanceof ApiError)) return undefined;
  const code = error.code === 'verification_code_resend_too_soon' ? 'resend_wait' : 'rate_limited_wait';
  return { code, count: Math.max(1, Math.ceil(seconds / 60)) };
}

/** A failure's text in the current language: errors.<code>, or the generic one for codes without a text. */
export const errorText = (t: TFunction, error: unknown): string => {
  const wait = waitOf(error);
  if (wait) return t(`errors.${wait.code}`, { count: wait.count });
  const code = error instanceof ApiError ? error.code : 'unknown';
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
};

/** Why content could not be loaded: the client's own failures in plain words, else the refusal's text. */
export const loadErrorText = (t: TFunction, error: unknown): string => {
  if (!(error instanceof ApiError)) return t('load.server');
  if (error.code === 'timeout') return t('load.timeout');
  if (error.code === 'network_error') return t('load.network');
  if (error.code === 'bad_response' || error.status >= 500) return t('load.server');
  return errorText(t, error);
};
