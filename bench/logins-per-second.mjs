// Prints password logins per second (argon2id at OWASP parameters) on one server.
// Run with the TypeScript loader, since the contract is TypeScript source:
//   node --import tsx bench/logins-per-second.mjs
import { API, API_PREFIX, ENCRYPTION_KEY_HEADER, encryptPayload, importPublicKey } from '@lobby/contract';
import { startBuiltServer } from './lib/built-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 8);
const credentials = { type: 'username', username: 'demo', password: 'Demo-Player-2026' };

const server = await startBuiltServer({
  NODE_ENV: 'development',
  SEED_DEMO_ACCOUNTS: 'true',
  RATE_LIMITS: JSON.stringify({ loginAttemptsPerIp: { limit: 1_000_000 } }),
});
try {
  const api = (operation) => server.url + API_PREFIX + API[operation].path;
  const { value: key } = await (await fetch(api('getEncryptionKey'))).json();
  const publicKey = await importPublicKey(key.publicKey);

  const login = async () => {
    const sealed = await encryptPayload(publicKey, credentials);
    const response = await fetch(api('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ENCRYPTION_KEY_HEADER]: sealed.wrappedKey },
      body: JSON.stringify(sealed.body),
    });
    if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  };

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
