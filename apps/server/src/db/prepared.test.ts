import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PreparedStatement } from './prepared.ts';

const client = await PGlite.create();
afterAll(() => client.close());

describe('PreparedStatement', () => {
  it('numbers each placeholder once however often it is used, and keeps other values as constants', async () => {
    const name = sql.placeholder('name');
    const statement = new PreparedStatement<{ name: string; times: number }>(
      'prepared-test-repeat',
      sql`select ${name}::text || ${name}::text as twice, ${sql.placeholder('times')}::int * ${7}::int as product`,
    );
    expect(statement.text).toBe('select $1::text || $1::text as twice, $2::int * $3::int as product');
    expect(statement.values({ name: 'ab', times: 3 })).toEqual(['ab', 3, 7]);
    const { rows } = await client.query(statement.text, statement.values({ name: 'ab', times: 3 }));
    expect(rows).toEqual([{ twice: 'abab', product: 21 }]);
    expect(statement.query({ name: 'x', times: 1 })).toEqual({
      name: 'prepared-test-repeat',
      text: statement.text,
      values: ['x', 1, 7],
    });
  });

  it('refuses a value that was not given, a $ in the SQL text and a name used for another text', () => {
    const statement = new PreparedStatement<Record<string, unknown>>(
      'prepared-test-missing',
      sql`select ${sql.placeholder('a')}::int`,
    );
    expect(() => statement.values({})).toThrow(/no value for a/);
    expect(
      () => new PreparedStatement('prepared-test-dollar', sql`select $1, ${sql.placeholder('a')}`),
    ).toThrow(/holds a \$/);
    new PreparedStatement('prepared-test-name', sql`select 1`);
    expect(() => new PreparedStatement('prepared-test-name', sql`select 2`)).toThrow(/another SQL text/);
  });
});
