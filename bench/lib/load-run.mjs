// One autocannon measurement of a path, after a short warm-up, as a printable row.
import autocannon from 'autocannon';

/**
 * Loads `url` with `connections` for `seconds` (after `warmUp` seconds of the same load); answers req/s,
 * p50, p99, non-2xx, and the 2xx answers and requests sent of both runs. `requests` are autocannon's (a `setupRequest` builds
 * each request: a fresh body, its signature). With a `meter` (cpu-meter.mjs) it also answers the CPU
 * milliseconds per answered request of the timed run.
 */
export async function measure(url, { connections, seconds, headers = {}, requests, warmUp = 2, meter }) {
  const options = { url, connections, headers, ...(requests ? { requests } : {}) };
  const warm = await autocannon({ ...options, duration: warmUp });
  const cpuBefore = await meter?.sample();
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = meter?.perRequest(cpuBefore, await meter.sample(), result['2xx']);
  if (result.errors > 0 || result.timeouts > 0)
    console.warn(`  ${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + warm.non2xx,
    succeeded: result['2xx'] + warm['2xx'],
    /** Sent, answered or not: a run ends with requests still under way, which the server may complete. */
    sent: result.requests.sent + warm.requests.sent,
    cpu,
  };
}

/** Requests of an autocannon result that got no 2xx: non-2xx answers and errors (autocannon counts a timeout as an error too). */
export const failedRequests = (result) => result.non2xx + result.errors;

/** The table's header and rows: a label, req/s, p50, p99, non-2xx, and optional columns after them. */
export function printHeader(...extra) {
  console.log(
    'path'.padEnd(44),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
    ...extra,
  );
}

export function printRow(label, { rate, p50, p99, non2xx }, ...extra) {
  console.log(
    label.padEnd(44),
    rate.toFixed(0).padStart(9),
    String(p50).padStart(8),
    String(p99).padStart(8),
    String(non2xx).padStart(8),
    ...extra,
  );
}
