// Prints password logins per second (argon2id at OWASP parameters) on one server.
// Run with the TypeScript loader, since the contract is TypeScript source:
//   node --import tsx bench/logins-per-second.mjs
import { startBuiltServer } from './lib/built-server.mjs';
import { playerLogin } from './lib/player-login.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 8);

const server = await startBuiltServer({
  NODE_ENV: 'development',
  SEED_DEMO_ACCOUNTS: 'true',
  RATE_LIMITS: JSON.stringify({ loginAttemptsPerIp: { limit: 1_000_000 } }),
});
try {
  const logIn = await playerLogin(server.url);
  const login = () => logIn('demo', 'Demo-Player-2026');

  await login(); // warm-up
  const latencies = [];
  const deadline = Date.now() + duration;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await login();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
  console.log(`${concurrency} concurrent clients for ${seconds.toFixed(1)} s against ${server.url}`);
  console.log(
    `logins/s ${(latencies.length / seconds).toFixed(1)}  (${latencies.length} logins, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms)`,
  );
} finally {
  await server.stop();
}
