import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * prom-client's process metrics (memory, CPU, event-loop lag, GC, handles): one set per process, however
 * many apps it builds (tests build many), since they describe the process and not an app.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
