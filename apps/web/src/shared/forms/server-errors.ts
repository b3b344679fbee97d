import { ApiError } from '../api/client.ts';
import { waitOf } from '../api/error-text.ts';
import type { Problem } from './problem.ts';

/** A refusal as the problem to show: its code, or for a 429 the wait in minutes. */
export function refusalOf(error: unknown): Problem {
  const wait = waitOf(error);
  if (wait) return { code: wait.code, params: { count: wait.count } };
  return { code: error instanceof ApiError ? error.code : 'internal_error' };
}

/**
 * A refusal that names a field of the form (value.field), as that field's problem: a validation issue reads
 * as required or as the field's own pattern message; any other code is shown as itself.
 */
export function fieldProblemOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  options: { aliases?: Readonly<Record<string, F>>; patternMessage?: (field: F) => string | undefined } = {},
): { field: F; problem: Problem } | undefined {
  if (!(error instanceof ApiError) || error.details.field === undefined) return undefined;
  const named = error.details.field;
  const field = options.aliases?.[named] ?? (named as F);
  if (!fields.includes(field)) return undefined;
  if (error.code !== 'validation_error') return { field, problem: { code: error.code } };
  const issue = error.details.issues?.find((entry) => entry.field === named)?.code;
  if (issue === 'required') return { field, problem: { code: 'required' } };
  return { field, problem: { code: options.patternMessage?.(field) ?? 'invalid_format' } };
}
