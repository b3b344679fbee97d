import { z } from 'zod/mini';

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

/** A pattern that is not a valid RegExp checks nothing (a merchant's stored patterns are checked on save). */
function regExpOf(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/**
 * The rule compiled into a zod schema of the raw input: trimmed unless `keepSpaces`, an empty value is
 * absent (refused only when required), then length and pattern; each issue's message is its error code.
 * Built with zod/mini, whose functions tree-shake: the web's form chunk carries only what this uses.
 */
export function fieldSchema(rule: FieldCheck) {
  const pattern = rule.pattern === undefined ? undefined : regExpOf(rule.pattern);
  const filled = z
    .string({ error: rule.requiredMessage ?? 'required' })
    .check(
      ...(rule.minLength === undefined
        ? []
        : [z.minLength(rule.minLength, rule.lengthMessage ?? 'too_short')]),
      ...(rule.maxLength === undefined
        ? []
        : [z.maxLength(rule.maxLength, rule.lengthMessage ?? 'too_long')]),
      ...(pattern === undefined ? [] : [z.regex(pattern, rule.message ?? 'invalid_format')]),
    );
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw) => {
        const value = rule.keepSpaces ? raw : raw.trim();
        return value === '' ? undefined : value;
      }),
    ),
    rule.required ? filled : z.optional(filled),
  );
}

const MAX_COMPILED = 256;
const compiled = new Map<string, ReturnType<typeof fieldSchema>>();

/** A rule's schema, compiled once per distinct rule (forms build their rules on every render). */
function schemaOf(rule: FieldCheck): ReturnType<typeof fieldSchema> {
  const key = JSON.stringify(rule);
  let schema = compiled.get(key);
  if (!schema) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    schema = fieldSchema(rule);
    compiled.set(key, schema);
  }
  return schema;
}

/** Checks a raw input against its rule: the first failing part, or undefined when the value passes. */
export function checkField(rule: FieldCheck, raw: string): FieldProblem | undefined {
  const result = schemaOf(rule).safeParse(raw);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (!issue) return undefined;
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit: Record<string, number> =
      issue.code === 'too_small' ? { min: Number(issue.minimum) } : { max: Number(issue.maximum) };
    return rule.lengthMessage
      ? { code: issue.message, failed: 'length' }
      : { code: issue.message, params: limit, failed: 'length' };
  }
  return { code: issue.message, failed: issue.code === 'invalid_format' ? 'pattern' : 'required' };
}
