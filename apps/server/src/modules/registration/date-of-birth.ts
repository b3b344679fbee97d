import { ApiError, fieldError } from '../../shared/api-error.ts';
import { merchantDay } from '../../shared/merchant-days.ts';

/** The calendar date a YYYY-MM-DD text names, or undefined when no such day exists (2023-02-30). */
function calendarDate(text: string): { year: number; month: number; day: number } | undefined {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : undefined;
}

/** Whole years from the birth date to `today` (both YYYY-MM-DD); a 29 February birthday comes on 1 March. */
export function ageOn(birth: { year: number; month: number; day: number }, today: string): number {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * The date of birth of a registration where the merchant asks for it (decision 0053): required, a real
 * past day, and at least the minimum age on the merchant's own calendar day. Returns the date to store.
 */
export function checkDateOfBirth(
  value: string | undefined,
  rule: { minimumAge: number; now: Date; timezone: string },
): string {
  if (value === undefined || value.trim() === '') throw fieldError('dateOfBirth', 'required');
  const birth = calendarDate(value);
  const today = merchantDay(rule.now, rule.timezone);
  if (!birth || value > today) throw fieldError('dateOfBirth', 'invalid');
  if (ageOn(birth, today) < rule.minimumAge) {
    throw new ApiError(400, 'under_age', { field: 'dateOfBirth', minimumAge: rule.minimumAge });
  }
  return value;
}
