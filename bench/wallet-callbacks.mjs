// Prints signed seamless-wallet bet callbacks per second on one server: 64 concurrent bets on ONE account
// (they queue on its wallet row) and the same load spread over 100 accounts.
// Run with the TypeScript loader, since the contract is TypeScript source:
//   node --import tsx bench/wallet-callbacks.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@lobby/contract';
import { signedWalletHeaders } from '../apps/server/src/modules/seamless-wallet/wallet-signature.ts';
import { startBuiltServer } from './lib/built-server.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 64);
const accounts = 100;
const rootKey = randomBytes(32).toString('hex');

const server = await startBuiltServer({
  NODE_ENV: 'development',
  TEST_FACILITIES: 'true',
  VENDOR_WALLET_KEY: rootKey,
});
try {
  const api = (path) => server.url + API_PREFIX + path;
  const post = async (path, body, headers = {}) => {
    const response = await fetch(api(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.value;
  };

  const page = await fetch(api(`${API.getGameList.path}?pageSize=1`)).then((response) => response.json());
  const [game] = page.value.games;
  if (!game) throw new Error('the server has no games to bet on');
  // The players below are the demo merchant's (the server answers localhost with it).
  const merchant = 'demo';
  let currency = '';
  const players = [];
  for (let index = 0; index < accounts; index++) {
    const username = `bench${index}${randomBytes(3).toString('hex')}`;
    const member = await post('/test/members', { username, password: 'Bench-Player-2026' });
    ({ currency } = await post('/test/wallet-credits', { username, amount: 1_000_000 }));
    players.push(member.id);
  }

  const bet = async (playerId) => {
    const raw = JSON.stringify({
      transactionId: randomUUID(),
      roundId: randomUUID(),
      playerId,
      currency,
      nodeId: game.nodeId,
      amount: 1,
    });
    const timestamp = Date.now();
    await post(
      API.walletCallbackBet.path,
      raw,
      signedWalletHeaders({ rootKey, merchant, vendor: game.vassalage, timestamp, rawBody: raw }),
    );
  };

  const run = async (label, pick, runMs = duration) => {
    const latencies = [];
    const deadline = Date.now() + runMs;
    const worker = async (workerIndex) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const started = performance.now();
        await bet(pick(workerIndex + n * concurrency));
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
    console.log(
      `${label}: bets/s ${(latencies.length / seconds).toFixed(1)}  (${latencies.length} bets, ${concurrency} concurrent, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms)`,
    );
  };

  console.log(`signed bet callbacks for ${duration / 1000} s per run against ${server.url}`);
  // A freshly started server is still compiling its hot paths: load it for a while before measuring.
  await run('warm-up (not a figure)', (n) => players[n % accounts], 3000);
  await run('one account', () => players[0]);
  await run(`${accounts} accounts`, (n) => players[n % accounts]);
  await printMetricsSummary(server.url);
} finally {
  await server.stop();
}
