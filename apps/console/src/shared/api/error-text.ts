import type { TFunction } from 'i18next';
import en from '../../i18n/locales/en.json';
import { ApiError } from './client.ts';

const hasText = (code: string): code is keyof typeof en.errors => Object.hasOwn(en.errors, code);

/** The translated text of a failed call: the server's code when the console has a text for it, else a generic one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError && hasText(error.code) ? error.code : 'unknown';
  return t(`errors.${code}`);
}
