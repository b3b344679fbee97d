import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
/** The SQL text each prepared statement's name stands for: a name must never change its text. */
const preparedTexts = new Map<string, string>();

/** node-postgres' query config of `statement` prepared under `name`; throws when the name had another text. */
export function preparedQuery(
  name: string,
  statement: SQL,
): { name: string; text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const known = preparedTexts.get(name);
  if (known === undefined) preparedTexts.set(name, text);
  else if (known !== text) throw new Error(`prepared statement ${name} was given another SQL text`);
  return { name, text, values: params as unknown[] };
}
