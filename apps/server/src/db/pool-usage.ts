import type pg from 'pg';

export interface PoolSnapshot {
  /** Connections the pool may open (PGlite: one, shared through the fair gate). */
  max: number;
  inUse: number;
  idle: number;
  /** Callers queued for a connection. */
  waiting: number;
}

type WaitListener = (seconds: number) => void;

/** A database's connection use, read by the metrics: a snapshot on demand and every caller's wait. */
export class PoolUsage {
  readonly #listeners = new Set<WaitListener>();

  constructor(readonly snapshot: () => PoolSnapshot) {}

  /** Calls `listener` with each caller's wait for a connection, in seconds; returns the unsubscribe. */
  onWait(listener: WaitListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  waited(seconds: number): void {
    for (const listener of this.#listeners) listener(seconds);
  }
}

/** node-postgres: its counters, and the time each checkout (also pool.query's) takes to get a client. */
export function pgPoolUsage(pool: pg.Pool): PoolUsage {
  const usage = new PoolUsage(() => ({
    max: pool.options.max ?? 10,
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    const started = performance.now();
    const done = () => usage.waited((performance.now() - started) / 1000);
    if (callback)
      return connect((...args: unknown[]) => {
        done();
        callback(...args);
      });
    return (connect() as Promise<pg.PoolClient>).finally(done);
  }) as pg.Pool['connect'];
  return usage;
}
