import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';
import { inOneWrite } from './corked-writes.ts';
import { pipelinedPoolOf } from './pipelined-pools.ts';
import { preparedQuery } from './prepared.ts';

/** How many groups may be written at once: the pipelined connections on PostgreSQL, one on PGlite. */
export function groupLanes(db: Db): number {
  return pipelinedPoolOf(db)?.options.max ?? 1;
}

/**
 * Runs `statements` (the named prepared statement `name` with each one's values) in ONE transaction and
 * answers each one's rows, so one commit, one flush of the write-ahead log, covers them all. On PostgreSQL it
 * is one round trip: BEGIN, the statements and COMMIT go out together on a pipelined connection. Undefined
 * when any statement failed: PostgreSQL then turns the COMMIT into a ROLLBACK and nothing of the group is
 * written (also when the connection broke, the group may or may not have committed: callers only group
 * statements that are safe to run again, each on its own).
 */
export async function executeGrouped<Row extends pg.QueryResultRow>(
  db: Db,
  name: string,
  statements: SQL[],
): Promise<Row[][] | undefined> {
  const pool = pipelinedPoolOf(db);
  if (!pool) return inTransaction<Row>(db, statements);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const sent = inOneWrite(client, () => [
      client.query('begin'),
      ...statements.map((statement) => client.query<Row>(preparedQuery(name, statement))),
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
async function inTransaction<Row>(db: Db, statements: SQL[]): Promise<Row[][] | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const answers: Row[][] = [];
      for (const statement of statements)
        answers.push(((await tx.execute(statement)) as unknown as { rows: Row[] }).rows);
      return answers;
    });
  } catch {
    return undefined;
  }
}
