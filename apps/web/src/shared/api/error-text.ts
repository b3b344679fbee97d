import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/** A failure's text in the current language: errors.<code>, or the generic one for codes without a text. */
export const errorText = (t: TFunction, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : 'unknown';
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
};
