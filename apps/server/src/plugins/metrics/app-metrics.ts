import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../../db/pool-usage.ts';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** The app's own metrics in a registry of its own; names start with lobby_. */
export class AppMetrics {
  readonly registry = new Registry();

  /** Every request by route pattern (never the raw URL), method and status; its _count is the rate. */
  readonly requests = new Histogram({
    name: 'lobby_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'lobby_http_errors_total',
    help: 'Error answers (status 400 and above) by route pattern, status and the envelope code',
    labelNames: ['route', 'status_code', 'code'] as const,
    registers: [this.registry],
  });

  readonly walletCallbacks = new Histogram({
    name: 'lobby_wallet_callback_duration_seconds',
    help: 'Signed seamless-wallet calls from game vendors (balance, bet, win, refund) by outcome code',
    labelNames: ['call', 'code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly databaseWait = new Histogram({
    name: 'lobby_db_connection_wait_seconds',
    help: 'How long a query or transaction waited for a database connection',
    buckets: WAIT_BUCKETS,
    registers: [this.registry],
  });

  constructor(pool: PoolUsage) {
    const registers = [this.registry];
    new Gauge({
      name: 'lobby_db_connections',
      help: 'Database connections by state (in_use, idle) and the pool maximum (max)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const snapshot = pool.snapshot();
        this.set({ state: 'in_use' }, snapshot.inUse);
        this.set({ state: 'idle' }, snapshot.idle);
        this.set({ state: 'max' }, snapshot.max);
      },
    });
    new Gauge({
      name: 'lobby_db_waiting',
      help: 'Queries and transactions waiting for a database connection',
      registers,
      collect() {
        this.set(pool.snapshot().waiting);
      },
    });
  }
}
