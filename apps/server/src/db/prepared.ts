import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const PARAMETER = /\$(\d+)/g;
/** The SQL text each prepared statement's name stands for: a name must never change its text. */
const preparedTexts = new Map<string, string>();

/**
 * A statement for a hot path, built once (decision 0082): its SQL is composed with named placeholders
 * (`sql.placeholder('member')`) and turned into text once, so each run only lists its values instead of
 * building the query again. Each placeholder name is one parameter however often the statement uses it; any
 * other value in the SQL is a constant parameter. On PostgreSQL it runs as the named prepared statement
 * `name` (decision 0075). The SQL's own text must hold no `$` (the constructor checks its parameters).
 */
export class PreparedStatement<Values extends Record<string, unknown>> {
  readonly text: string;
  readonly #slots: ((values: Values) => unknown)[] = [];

  constructor(
    readonly name: string,
    statement: SQL,
  ) {
    const { sql: built, params } = dialect.sqlToQuery(statement);
    const numbers = new Map<string, number>();
    let seen = 0;
    this.text = built.replace(PARAMETER, (_, digits: string) => {
      seen += 1;
      const param = params[Number(digits) - 1];
      if (Number(digits) !== seen) throw new Error(`${name}: its SQL text holds a $ of its own`);
      if (!is(param, Placeholder)) return this.#slot(() => param);
      const known = numbers.get(param.name);
      if (known !== undefined) return `$${known}`;
      const text = this.#slot((values) => {
        if (!(param.name in values)) throw new Error(`${name}: no value for ${param.name}`);
        return values[param.name];
      });
      numbers.set(param.name, this.#slots.length);
      return text;
    });
    if (seen !== params.length) throw new Error(`${name}: its SQL text holds a $ of its own`);
    const known = preparedTexts.get(name) ?? this.text;
    if (known !== this.text) throw new Error(`prepared statement ${name} was given another SQL text`);
    preparedTexts.set(name, known);
  }

  #slot(value: (values: Values) => unknown): string {
    this.#slots.push(value);
    return `$${this.#slots.length}`;
  }

  /** The parameters of one run, in the order of the text's $1, $2, … */
  values(values: Values): unknown[] {
    return this.#slots.map((slot) => slot(values));
  }

  /** node-postgres' query config of one run, prepared under the statement's name. */
  query(values: Values): { name: string; text: string; values: unknown[] } {
    return { name: this.name, text: this.text, values: this.values(values) };
  }
}
