/**
 * Errors as log lines show them. A failed query carries its statement's parameters (password hashes,
 * mobile numbers, addresses) in drizzle's message and in PostgreSQL's `detail` ("Key (x)=(value)"), so
 * database errors keep only what identifies the failure: the SQLSTATE code, the constraint, table and
 * column, the server routine, and the operation (statement kind and table). Other errors keep their
 * message; their causes are sanitised the same way.
 */

/** PostgreSQL error fields that name things, never values (pg and PGlite use the same names). */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];
const MAX_CAUSES = 5;

/** The fields pino's standard error serializer gives, and the safe extras. */
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };
type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** drizzle's DrizzleQueryError: the statement, its parameters, and the driver's error as `cause`. */
const isFailedQuery = (error: ErrorLike): boolean => typeof error.query === 'string' && 'params' in error;

/** A PostgreSQL server error (pg's DatabaseError, PGlite's): a SQLSTATE code and a severity. */
const isDatabaseError = (error: ErrorLike): boolean =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** `insert members`, `select wallets`: what ran, without the statement's values. */
export function operationOf(statement: string): string {
  const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(statement)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function databaseFields(error: ErrorLike): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of DATABASE_FIELDS) {
    const value = error[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!isErrorLike(error))
    return { type: typeof error, message: 'a value that is not an error was thrown', stack: '' };
  const type = error.name || error.constructor?.name || 'Error';

  if (isFailedQuery(error)) {
    const operation = operationOf(error.query as string);
    const fields = isErrorLike(error.cause) ? databaseFields(error.cause) : {};
    const message = `${operation} failed${fields.code ? ` (${fields.code})` : ''}`;
    return { type, message, operation, ...fields, stack: framesOf(error.stack) };
  }
  if (isDatabaseError(error)) {
    return {
      type,
      message: `database error ${error.code}`,
      ...databaseFields(error),
      stack: framesOf(error.stack),
    };
  }

  const logged: LoggedError = { type, message: error.message, stack: error.stack ?? '' };
  if (typeof error.code === 'string') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}
