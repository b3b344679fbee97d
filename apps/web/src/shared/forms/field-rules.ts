import { CAPTCHA_RULE } from '@lobby/contract';
import { i18n } from '../i18n/i18n.ts';

/**
 * The generic field rule of spec §5, without a schema library: one rule per field name, from the server's
 * registration settings (pattern, message, lengths) or the screen's own needs. An empty value passes unless
 * the field is required; the first failing field in form order is the one to focus.
 */
export interface Rule {
  required?: boolean;
  /** A JavaScript RegExp source, tested against the (trimmed) value. */
  pattern?: string;
  /** The error code shown when the pattern does not match (errors.<code>). */
  message?: string;
  /** The error code shown when a required value is empty; `required` by default. */
  requiredMessage?: string;
  minLength?: number;
  maxLength?: number;
  /** The error code shown when the length is out of range; too_short / too_long with the limit by default. */
  lengthMessage?: string;
  /** Passwords are checked as typed; everything else trimmed. */
  keepSpaces?: boolean;
}

/** A failed check: an error code (errors.<code>) and what its text needs. */
export interface Problem {
  code: string;
  params?: Readonly<Record<string, number | string>>;
  /** The text's i18n key when it is not errors.<code> (a screen's own wording). */
  key?: string;
}

const compiled = new Map<string, RegExp | null>();

/** A server pattern compiled once; one that is not a valid RegExp checks nothing (the server still does). */
function regExpOf(source: string): RegExp | null {
  let pattern = compiled.get(source);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(source);
    } catch {
      pattern = null;
    }
    compiled.set(source, pattern);
  }
  return pattern;
}

export function checkRule(rule: Rule, raw: string): Problem | undefined {
  const value = rule.keepSpaces ? raw : raw.trim();
  if (value === '') return rule.required ? { code: rule.requiredMessage ?? 'required' } : undefined;
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return rule.lengthMessage
      ? { code: rule.lengthMessage }
      : { code: 'too_short', params: { min: rule.minLength } };
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return rule.lengthMessage
      ? { code: rule.lengthMessage }
      : { code: 'too_long', params: { max: rule.maxLength } };
  }
  if (rule.pattern !== undefined && regExpOf(rule.pattern)?.test(value) === false) {
    return { code: rule.message ?? 'invalid_format' };
  }
  return undefined;
}

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

export type Problems<F extends string> = Partial<Record<F, Problem>>;

/**
 * Checks fields in form order. `extra` adds checks a rule cannot express (confirmation). Answers every
 * problem and the first failing field, which the form focuses.
 */
export function checkFields<F extends string>(
  order: readonly F[],
  ruleOf: (field: F) => Rule | undefined,
  readValue: (field: F) => string,
  extra?: (field: F) => Problem | undefined,
): { problems: Problems<F>; first: F | undefined } {
  const problems: Problems<F> = {};
  let first: F | undefined;
  for (const field of order) {
    const rule = ruleOf(field);
    const problem = (rule ? checkRule(rule, readValue(field)) : undefined) ?? extra?.(field);
    if (!problem) continue;
    problems[field] = problem;
    first ??= field;
  }
  return { problems, first };
}

/** The text of a problem in the current language; unknown codes read as a generic format error. */
export const problemText = (problem: Problem): string =>
  i18n.t(problem.key ?? `errors.${problem.code}`, {
    ...problem.params,
    defaultValue: i18n.t('errors.invalid_format'),
  });

/** The captcha answer of the login and register forms: required, and its refusal either way. */
export const CAPTCHA_FIELD_RULE: Rule = {
  required: true,
  requiredMessage: 'captcha_required',
  ...CAPTCHA_RULE,
};
