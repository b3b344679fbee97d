// Scrapes the server's /metrics (the bench runs on the loopback address, which may read it) and prints what
// the server saw: requests and latency per route, error codes, wallet callbacks, database waits, event loop
// lag and memory.

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function parse(text) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => SAMPLE.exec(line))
    .filter(Boolean)
    .map(([, name, labels = '', value]) => ({
      name,
      labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, key, text]) => [key, text])),
      value: Number(value),
    }));
}

const keyOf = (labels, names) => names.map((name) => labels[name]).join(' ');

/** Count, mean and an upper bound of the 99th percentile (the bucket it falls in) per series. */
function histograms(samples, name, names) {
  const series = new Map();
  const entry = (labels) => {
    const key = keyOf(labels, names);
    if (!series.has(key)) series.set(key, { key, count: 0, sum: 0, buckets: [] });
    return series.get(key);
  };
  for (const sample of samples) {
    if (sample.name === `${name}_count`) entry(sample.labels).count = sample.value;
    if (sample.name === `${name}_sum`) entry(sample.labels).sum = sample.value;
    if (sample.name === `${name}_bucket`)
      entry(sample.labels).buckets.push([Number(sample.labels.le), sample.value]);
  }
  return [...series.values()].map((item) => {
    const p99 = item.buckets.sort((a, b) => a[0] - b[0]).find(([, count]) => count >= 0.99 * item.count);
    return { ...item, meanMs: (1000 * item.sum) / Math.max(1, item.count), p99Ms: p99 ? 1000 * p99[0] : NaN };
  });
}

const value = (samples, name, labels = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, text]) => sample.labels[key] === text),
  )?.value;

export async function printMetricsSummary(url) {
  const response = await fetch(`${url}/metrics`);
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const samples = parse(await response.text());
  const ms = (seconds) => (seconds === undefined ? '?' : (seconds * 1000).toFixed(1));
  console.log('\nwhat /metrics saw (server side):');
  const routes = histograms(samples, 'lobby_http_request_duration_seconds', [
    'method',
    'route',
    'status_code',
  ])
    .filter((item) => item.count >= 10)
    .sort((a, b) => b.count - a.count);
  for (const item of routes)
    console.log(
      `  ${item.key.padEnd(52)} ${String(item.count).padStart(8)} requests  mean ${item.meanMs.toFixed(1)} ms  p99 ≤ ${item.p99Ms} ms`,
    );
  for (const item of histograms(samples, 'lobby_wallet_callback_duration_seconds', ['call', 'code']))
    console.log(
      `  wallet ${item.key.padEnd(45)} ${String(item.count).padStart(8)} calls     mean ${item.meanMs.toFixed(1)} ms  p99 ≤ ${item.p99Ms} ms`,
    );
  // The bench asks /health/ready until the server is ready (lib/built-server.mjs): its 503s are no load's error.
  const describe = (sample) =>
    `${sample.labels.code} ${sample.labels.status_code} ×${sample.value}` +
    (sample.labels.code === 'not_ready' ? " (the bench's readiness checks while the server started)" : '');
  const errors = samples.filter((sample) => sample.name === 'lobby_http_errors_total');
  console.log(`  errors: ${errors.map(describe).join(', ') || 'none'}`);
  const [wait] = histograms(samples, 'lobby_db_connection_wait_seconds', []);
  console.log(
    `  database: ${wait?.count ?? 0} checkouts, wait mean ${wait?.meanMs.toFixed(2)} ms, p99 ≤ ${wait?.p99Ms} ms; ` +
      `connections in use ${value(samples, 'lobby_db_connections', { state: 'in_use' })} of ${value(samples, 'lobby_db_connections', { state: 'max' })}, waiting ${value(samples, 'lobby_db_waiting')}`,
  );
  console.log(
    `  event loop lag p99 ${ms(value(samples, 'nodejs_eventloop_lag_p99_seconds'))} ms, max ${ms(value(samples, 'nodejs_eventloop_lag_max_seconds'))} ms; ` +
      `resident memory ${((value(samples, 'process_resident_memory_bytes') ?? 0) / 2 ** 20).toFixed(0)} MiB, heap used ${((value(samples, 'nodejs_heap_size_used_bytes') ?? 0) / 2 ** 20).toFixed(0)} MiB`,
  );
  const collections = histograms(samples, 'nodejs_gc_duration_seconds', ['kind']).filter(
    (item) => item.count > 0,
  );
  console.log(
    `  garbage collections: ${collections.map((item) => `${item.key} ×${item.count}, ${item.sum.toFixed(2)} s in all, mean ${item.meanMs.toFixed(2)} ms`).join('; ')}`,
  );
}
