import type pg from 'pg';

/**
 * Makes each query of `pool`'s connections go out in one socket write. node-postgres writes every message of
 * a query (bind, describe, execute, sync) on its own, a system call each; a profile of the seamless-wallet
 * bench found these writes at an eighth of the server's time (decision 0079). Corked while the query is
 * submitted, they leave together when it returns. A query that waits its turn on a busy connection is
 * written later, uncorked, as before.
 */
export function writeQueriesWhole(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const { stream } = client.connection;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      stream.cork();
      try {
        return query(...args);
      } finally {
        stream.uncork();
      }
    }) as typeof client.query;
  });
}

/** Runs `submit` (which queues several queries on `client`) with the socket corked: they go out in one write. */
export function inOneWrite<T>(client: pg.PoolClient, submit: () => T): T {
  const { stream } = client.connection;
  stream.cork();
  try {
    return submit();
  } finally {
    stream.uncork();
  }
}
