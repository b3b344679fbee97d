/**
 * One input's rule (spec §5), as the server's registration settings or a form state it: required or not, a
 * length range, a pattern. Each part names the error code (errors.<code>) its refusal carries.
 */
export interface FieldCheck {
  required?: boolean;
  /** A JavaScript RegExp source, tested against the (trimmed) value. */
  pattern?: string;
  /** The code when the pattern does not match; invalid_format by default. */
  message?: string;
  /** The code when a required value is empty; required by default. */
  requiredMessage?: string;
  minLength?: number;
  maxLength?: number;
  /** The code when the length is out of range; too_short / too_long (with the limit) by default. */
  lengthMessage?: string;
  /** Passwords are checked as typed; everything else trimmed. */
  keepSpaces?: boolean;
}

/** A failed check: its error code, what the code's text needs, and which part of the rule failed. */
export interface FieldProblem {
  code: string;
  params?: Readonly<Record<string, number>>;
  failed: 'required' | 'length' | 'pattern';
}

const MAX_COMPILED = 256;
const compiledPatterns = new Map<string, RegExp | undefined>();

/**
 * A rule's pattern, compiled once per distinct source (forms build their rules on every render). A pattern
 * that is not a valid RegExp checks nothing (a merchant's stored patterns are checked on save).
 */
function patternOf(source: string): RegExp | undefined {
  if (compiledPatterns.has(source)) return compiledPatterns.get(source);
  if (compiledPatterns.size >= MAX_COMPILED) compiledPatterns.clear();
  let pattern: RegExp | undefined;
  try {
    pattern = new RegExp(source);
  } catch {
    pattern = undefined;
  }
  compiledPatterns.set(source, pattern);
  return pattern;
}

/**
 * Checks a raw input against its rule: the first failing part, or undefined when the value passes. The
 * value is trimmed unless `keepSpaces`; an empty value is absent (refused only when required); then the
 * length, then the pattern. Plain code rather than a schema library: the login and register screens check
 * as the player types, and this keeps a validation library out of their first view (decision 0101).
 */
export function checkField(rule: FieldCheck, raw: string): FieldProblem | undefined {
  const value = rule.keepSpaces ? raw : raw.trim();
  if (value === '') {
    return rule.required ? { code: rule.requiredMessage ?? 'required', failed: 'required' } : undefined;
  }
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return lengthProblem(rule, 'too_short', { min: rule.minLength });
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return lengthProblem(rule, 'too_long', { max: rule.maxLength });
  }
  const pattern = rule.pattern === undefined ? undefined : patternOf(rule.pattern);
  if (pattern && !pattern.test(value)) {
    return { code: rule.message ?? 'invalid_format', failed: 'pattern' };
  }
  return undefined;
}

/** A length refusal: the rule's own message, or the default code with the limit its text needs. */
function lengthProblem(
  rule: FieldCheck,
  code: 'too_short' | 'too_long',
  limit: Readonly<Record<string, number>>,
): FieldProblem {
  return rule.lengthMessage
    ? { code: rule.lengthMessage, failed: 'length' }
    : { code, params: limit, failed: 'length' };
}
