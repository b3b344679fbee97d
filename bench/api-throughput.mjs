// Prints requests per second and latency for API operations side by side on one server.
// Usage: node bench/api-throughput.mjs [path ...]   (default: system status beside health)
import { startBuiltServer } from './lib/built-server.mjs';
import { measure, printHeader, printRow } from './lib/load-run.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

const paths = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/api/v1/health', '/api/v1/system/status'];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

const server = await startBuiltServer({ NODE_ENV: 'production' });
try {
  console.log(`${connections} connections, ${seconds} s each, against ${server.url}`);
  printHeader();
  for (const path of targets) printRow(path, await measure(server.url + path, { connections, seconds }));
  await printMetricsSummary(server.url);
} finally {
  await server.stop();
}
