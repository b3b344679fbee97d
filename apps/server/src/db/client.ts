import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { addPipelinedPool, DEFAULT_GROUP_LANES } from './pipelined-pools.ts';
import { PoolUsage, pgPoolUsage } from './pool-usage.ts';
import type { PreparedStatement } from './prepared.ts';
import * as schema from './schema.ts';

/** Where the data lives: a PostgreSQL server, an embedded PGlite directory, or PGlite in memory. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number; groupLanes: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** The query API every module uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  /** Applies the SQL migrations from apps/server/drizzle that have not run yet, under the setup lock. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: instances started together apply
   * migrations and seed one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connection use and waits, for the metrics. */
  readonly usage: PoolUsage;
}

/**
 * Runs `statement` with `values` as a named prepared statement on PostgreSQL: each pooled connection parses
 * and plans it once and afterwards only binds the values (for a large statement on a hot path: the
 * seamless-wallet bet, decisions 0075, 0082). PGlite runs it as any other statement.
 */
export async function executePrepared<Row extends pg.QueryResultRow, Values extends Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement<Values>,
  values: Values,
): Promise<{ rows: Row[] }> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return client.query<Row>(statement.query(values));
  return client.query<Row>(statement.text, statement.values(values));
}

/** The PostgreSQL advisory lock key of the setup (migrations and seeding); any constant shared by all. */
const SETUP_LOCK_KEY = 7_270_117_001;

/** One at a time within this process: a PGlite database has no other process, only concurrent callers. */
function inTurn(): Database['exclusively'] {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = tail.then(work);
    tail = turn.catch(() => undefined);
    return turn;
  };
}

/** A session-level advisory lock held on one pooled connection while `work` runs on the others. */
function advisoryLocked(pool: pg.Pool): Database['exclusively'] {
  return async (work) => {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  };
}

/** Opens the database of `target`; `migrationsFolder` holds the SQL migrations `migrate()` applies. */
export async function openDatabase(target: DatabaseTarget, migrationsFolder: string): Promise<Database> {
  switch (target.kind) {
    case 'postgres':
      return postgresDatabase(
        new pg.Pool({ connectionString: target.url, max: target.poolSize }),
        migrationsFolder,
        target.groupLanes,
      );
    case 'pglite':
      await mkdir(target.dataDir, { recursive: true });
      return pgliteDatabase(await PGlite.create(target.dataDir), migrationsFolder);
    case 'pglite-memory':
      return pgliteDatabase(await PGlite.create(), migrationsFolder);
  }
}

/**
 * PGlite runs every statement synchronously on the event loop and hands its lock from one waiting query to
 * the next in microtasks, so under load a long run of queries keeps the loop from reading sockets: requests
 * that arrive meanwhile wait for seconds (p99 about 5 s at 64 connections with 5 ms queries). This gate
 * takes the app's queries, execs and transactions in arrival order and, while others wait, yields to the
 * event loop (setImmediate) after each one, so waiting requests get read in between (p99 under 1 s there).
 */
export function fairPglite(client: PGlite, meter: GateMeter = { inGate: 0, waited: () => {} }): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  // Yield only when others wait: a lone caller's next query runs at once.
  const nextTurn = () => {
    meter.inGate -= 1;
    return meter.inGate > 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined;
  };
  const gate = <T>(run: () => Promise<T>): Promise<T> => {
    meter.inGate += 1;
    const queuedAt = performance.now();
    const result = tail.then(() => {
      meter.waited((performance.now() - queuedAt) / 1000);
      return run();
    });
    tail = result.then(nextTurn, nextTurn);
    return result;
  };
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<PGlite['query']>) =>
    gate(() => query.apply(client, args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => gate(() => exec.apply(client, args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    gate(() => transaction.apply(client, args))) as PGlite['transaction'];
  return client;
}

/** The fair gate's count of calls in it (the one running and those queued) and each call's wait. */
export interface GateMeter {
  inGate: number;
  waited(seconds: number): void;
}

export function pgliteDatabase(pglite: PGlite, migrationsFolder: string): Database {
  const meter: GateMeter = { inGate: 0, waited: (seconds) => usage.waited(seconds) };
  const usage = new PoolUsage(() => ({
    max: 1,
    inUse: Math.min(1, meter.inGate),
    idle: meter.inGate > 0 ? 0 : 1,
    waiting: Math.max(0, meter.inGate - 1),
  }));
  const client = fairPglite(pglite, meter);
  const db = drizzlePglite({ client, schema });
  const exclusively = inTurn();
  return {
    db,
    migrate: () => exclusively(() => migratePglite(db, { migrationsFolder })),
    exclusively,
    close: () => client.close(),
    usage,
  };
}

export function postgresDatabase(
  pool: pg.Pool,
  migrationsFolder: string,
  groupLanes = DEFAULT_GROUP_LANES,
): Database {
  // An idle pooled connection ended by the server (restart, failover, a dropped database) must not crash
  // the process: the pool discards that client and connects a new one on next use.
  pool.on('error', () => {});
  // One pipelined connection per lane of grouped commits (decisions 0079, 0089).
  const closePipelined = addPipelinedPool(pool, groupLanes);
  const usage = pgPoolUsage(pool);
  const db = drizzleNodePg({ client: pool, schema });
  const exclusively = advisoryLocked(pool);
  return {
    db,
    migrate: () => exclusively(() => migrateNodePg(db, { migrationsFolder })),
    exclusively,
    close: async () => {
      await closePipelined();
      await pool.end();
    },
    usage,
  };
}
