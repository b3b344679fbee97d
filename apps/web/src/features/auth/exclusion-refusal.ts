import { ApiError } from '../../shared/api/client.ts';
import { formatDateTime } from '../../shared/i18n/date-time.ts';
import type { TFunction } from '../../shared/i18n/i18n.ts';

const EXCLUSION_CODES = ['timed_out', 'self_excluded', 'self_exclusion_return_pending'] as const;
type ExclusionCode = (typeof EXCLUSION_CODES)[number];

const isExclusionCode = (code: string): code is ExclusionCode =>
  (EXCLUSION_CODES as readonly string[]).includes(code);

/**
 * A login refused by a time-out or self-exclusion (decision 0050), as the text that says until when; a
 * self-exclusion without an end is permanent. Undefined for any other failure.
 */
export function exclusionRefusalText(t: TFunction, error: unknown, locale: string): string | undefined {
  if (!(error instanceof ApiError) || !isExclusionCode(error.code)) return undefined;
  const { until } = error.details;
  if (until) return t(`auth.excludedUntil.${error.code}`, { until: formatDateTime(until, locale) });
  if (error.code === 'self_excluded') return t('auth.excludedPermanently');
  return t(`errors.${error.code}`);
}
