import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { fairPglite } from './client.ts';

const client = fairPglite(await PGlite.create());
afterAll(() => client.close());

describe('fairPglite', () => {
  it('runs queries in the order they were asked for, each after the previous one', async () => {
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        client.query('select $1::int as n', [index]).then(() => finished.push(index)),
      ),
    );
    expect(finished).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets a failed query through without blocking the ones behind it', async () => {
    const failing = client.query('select * from no_such_table');
    const next = client.query<{ one: number }>('select 1 as one');
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ one: 1 }]);
  });

  it('keeps transactions whole: a query asked for meanwhile waits for the commit', async () => {
    await client.exec('create table gate_probe (n int)');
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into gate_probe values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into gate_probe values (2)');
      order.push('committed');
    });
    const reader = client
      .query<{ total: number }>('select count(*)::int as total from gate_probe')
      .then((result) => {
        order.push('read');
        return result.rows[0]?.total;
      });
    await transaction;
    expect(await reader).toBe(2);
    expect(order).toEqual(['committed', 'read']);
  });
});
