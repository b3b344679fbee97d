import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';
import { inOneWrite } from './corked-writes.ts';
import { pipelinedPoolOf } from './pipelined-pools.ts';
import type { PreparedStatement } from './prepared.ts';

/** How many groups may be written at once: the pipelined connections on PostgreSQL, one on PGlite. */
export function groupLanes(db: Db): number {
  return pipelinedPoolOf(db)?.options.max ?? 1;
}

/**
 * Runs `statement` once for each of `runs` (its values) in ONE transaction and
 * answers each one's rows, so one commit, one flush of the write-ahead log, covers them all. On PostgreSQL it
 * is one round trip: BEGIN, the statements and COMMIT go out together on a pipelined connection. Undefined
 * when any statement failed: PostgreSQL then turns the COMMIT into a ROLLBACK and nothing of the group is
 * written (also when the connection broke, the group may or may not have committed: callers only group
 * statements that are safe to run again, each on its own).
 */
export async function executeGrouped<Row extends pg.QueryResultRow, Values extends Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement<Values>,
  runs: Values[],
): Promise<Row[][] | undefined> {
  const pool = pipelinedPoolOf(db);
  if (!pool) return inTransaction<Row, Values>(db, statement, runs);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const sent = inOneWrite(client, () => [
      client.query('begin'),
      ...runs.map((values) => client.query<Row>(statement.query(values))),
      client.query('commit'),
    ]);
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    // An error of a statement leaves the connection usable (its COMMIT rolled back); one of the socket not.
    if (failed && !(failed.reason instanceof pg.DatabaseError)) broken = failed.reason as Error;
    const commit = settled[settled.length - 1];
    if (failed || commit?.status !== 'fulfilled' || commit.value.command !== 'COMMIT') return undefined;
    return settled
      .slice(1, -1)
      .map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult<Row>>).value.rows);
  } finally {
    client.release(broken);
  }
}

/** PGlite (one connection, in process): the statements one after the other in a transaction. */
async function inTransaction<Row, Values extends Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement<Values>,
  runs: Values[],
): Promise<Row[][] | undefined> {
  const client = (db as unknown as { $client: PGlite }).$client;
  try {
    return await client.transaction(async (tx) => {
      const answers: Row[][] = [];
      for (const values of runs)
        answers.push((await tx.query<Row>(statement.text, statement.values(values))).rows);
      return answers;
    });
  } catch {
    return undefined;
  }
}
