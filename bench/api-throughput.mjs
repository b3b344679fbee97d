// Prints requests per second and latency for API operations side by side on one server.
// Usage: node bench/api-throughput.mjs [path ...]   (default: system status beside health)
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

const paths = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/api/v1/health', '/api/v1/system/status'];
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

const server = await startBuiltServer({ NODE_ENV: 'production' });
try {
  console.log(`${connections} connections, ${duration} s each, against ${server.url}`);
  console.log(
    'path'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
  );
  for (const path of targets) {
    await autocannon({ url: server.url + path, connections, duration: 2 }); // warm-up
    const result = await autocannon({ url: server.url + path, connections, duration });
    console.log(
      path.padEnd(34),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
  await printMetricsSummary(server.url);
} finally {
  await server.stop();
}
