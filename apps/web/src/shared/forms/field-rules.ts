import { CAPTCHA_RULE, checkField, type FieldCheck } from '@lobby/contract';
import type { Problem, Problems } from './problem.ts';

/** Confirm password (spec §5): empty gives in_incorrect_password, different in_confirmation_correct. */
export function checkConfirmation(password: string, confirmation: string): Problem | undefined {
  if (confirmation === '') return { code: 'in_incorrect_password' };
  return confirmation === password ? undefined : { code: 'in_confirmation_correct' };
}

/** The `extra` check of a form that sets a new password: its confirmation must match. */
export function checkNewPasswordConfirmation(
  field: string,
  values: { newPassword: string; confirmNewPassword: string },
): Problem | undefined {
  return field === 'confirmNewPassword'
    ? checkConfirmation(values.newPassword, values.confirmNewPassword)
    : undefined;
}

/** A field against its rule, checked by the contract's `checkField` (the server checks the same). */
function ruleProblem(rule: FieldCheck, raw: string): Problem | undefined {
  const problem = checkField(rule, raw);
  return (
    problem && (problem.params ? { code: problem.code, params: problem.params } : { code: problem.code })
  );
}

/**
 * Checks fields in form order. `extra` adds checks a rule cannot express (confirmation). Answers every
 * problem and the first failing field, which the form focuses.
 */
export function checkFields<F extends string>(
  order: readonly F[],
  ruleOf: (field: F) => FieldCheck | undefined,
  readValue: (field: F) => string,
  extra?: (field: F) => Problem | undefined,
): { problems: Problems<F>; first: F | undefined } {
  const problems: Problems<F> = {};
  let first: F | undefined;
  for (const field of order) {
    const rule = ruleOf(field);
    const problem = (rule ? ruleProblem(rule, readValue(field)) : undefined) ?? extra?.(field);
    if (!problem) continue;
    problems[field] = problem;
    first ??= field;
  }
  return { problems, first };
}

/** The captcha answer of the login and register forms: required, and its refusal either way. */
export const CAPTCHA_FIELD_RULE: FieldCheck = {
  required: true,
  requiredMessage: 'captcha_required',
  ...CAPTCHA_RULE,
};
