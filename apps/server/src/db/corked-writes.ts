import type pg from 'pg';

/**
 * Runs `submit` (which queues several queries on a pipelined `client`) with the socket corked, so their
 * messages (bind, describe, execute and sync of each) leave in one system call instead of one each.
 */
export function inOneWrite<T>(client: pg.PoolClient, submit: () => T): T {
  const { stream } = client.connection;
  stream.cork();
  try {
    return submit();
  } finally {
    stream.uncork();
  }
}
