import pg from 'pg';

/**
 * How many groups of statements (group commit, decision 0079) one instance writes at once by default: few and
 * large groups cost the database least per statement (decision 0089).
 */
export const DEFAULT_GROUP_LANES = 2;

/** Each PostgreSQL pool's companion pool of pipelined connections (decision 0079). */
const pipelinedPools = new WeakMap<pg.Pool, pg.Pool>();

/**
 * Gives `pool` a companion pool of `size` pipelined connections for grouped statements (grouped-statements.ts);
 * answers a function that closes it. node-postgres connects lazily: a process that never groups statements
 * opens none of them.
 */
export function addPipelinedPool(pool: pg.Pool, size: number): () => Promise<void> {
  const pipelined = new pg.Pool({ ...pool.options, max: size, pipeline: true });
  pipelined.on('error', () => {});
  pipelinedPools.set(pool, pipelined);
  return () => pipelined.end();
}

/** The pipelined pool beside the pool `db` queries, if it has one (PostgreSQL). */
export function pipelinedPoolOf(db: unknown): pg.Pool | undefined {
  return pipelinedPools.get((db as { $client: pg.Pool }).$client);
}
