// Prints signed seamless-wallet bet callbacks per second on one server: 64 concurrent bets on ONE account
// (they queue on its wallet row) and the same load spread over 100 accounts, each as a ratio to the health
// endpoint's rate measured in the same run with the same clients. Every player has player protection on:
// loss and wager limits of each period, a session limit and a reality-check interval (exclusion and identity are
// checked on every bet). After the run it checks that the ledger is exact (see lib/ledger-check.mjs).
// PostgreSQL: DATABASE_URL=postgres://... (a fresh database); PGlite otherwise.
// Run with the TypeScript loader, since the contract is TypeScript source:
//   node --import tsx bench/wallet-callbacks.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@lobby/contract';
import { signedWalletHeaders } from '../apps/server/src/modules/seamless-wallet/wallet-signature.ts';
import { startBuiltServer } from './lib/built-server.mjs';
import { checkLedger } from './lib/ledger-check.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';
import { playerLogin } from './lib/player-login.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 64);
const accounts = 100;
const rootKey = randomBytes(32).toString('hex');

const server = await startBuiltServer({
  NODE_ENV: 'development',
  TEST_FACILITIES: 'true',
  VENDOR_WALLET_KEY: rootKey,
  RATE_LIMITS: JSON.stringify({ loginAttemptsPerIp: { limit: 1_000_000 } }),
});
let acceptedBets = 0;
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
  const password = 'Bench-Player-2026';
  const logIn = await playerLogin(server.url);
  // High limits of every kind the bet path checks: each bet is counted against them, none reaches them.
  const limits = ['loss', 'wager'].flatMap((kind) =>
    ['day', 'week', 'month'].map((period) => ({ kind, period, amount: 1_000_000_000 })),
  );
  limits.push({ kind: 'session', period: 'day', amount: 1440 });
  for (let index = 0; index < accounts; index++) {
    const username = `bench${index}${randomBytes(3).toString('hex')}`;
    const member = await post('/test/members', { username, password });
    ({ currency } = await post('/test/wallet-credits', { username, amount: 1_000_000 }));
    await post('/test/reality-check-intervals', { username, seconds: 3600 });
    const { token } = await logIn(username, password);
    const response = await fetch(api(API.setPlayerLimits.path), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limits }),
    });
    if (!response.ok) throw new Error(`limits answered ${response.status}: ${await response.text()}`);
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
    acceptedBets += 1;
  };
  const health = async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    if (!response.ok) throw new Error(`health answered ${response.status}`);
    await response.arrayBuffer();
  };

  /** Runs `call(n)` from `concurrency` clients for `runMs`; answers the calls per second. */
  const run = async (label, call, runMs = duration) => {
    const latencies = [];
    const deadline = Date.now() + runMs;
    const worker = async (workerIndex) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const started = performance.now();
        await call(workerIndex + n * concurrency);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
    const rate = latencies.length / seconds;
    console.log(
      `${label}: ${rate.toFixed(1)}/s  (${latencies.length} calls, ${concurrency} concurrent, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms)`,
    );
    return rate;
  };

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`signed bet callbacks on ${database} for ${duration / 1000} s per run against ${server.url}`);
  // A freshly started server is still compiling its hot paths: load it for a while before measuring.
  await run('warm-up (not a figure)', (n) => bet(players[n % accounts]), 3000);
  await run('health warm-up (not a figure)', health, 1000);
  const healthRate = await run('health endpoint', health);
  const oneAccount = await run('bets on one account', () => bet(players[0]));
  const spread = await run(`bets across ${accounts} accounts`, (n) => bet(players[n % accounts]));
  const ratio = (rate) => `${((100 * rate) / healthRate).toFixed(0)}% of health`;
  console.log(
    `\n${database}: bets/s across ${accounts} accounts ${spread.toFixed(0)} (${ratio(spread)}), ` +
      `on one account ${oneAccount.toFixed(0)} (${ratio(oneAccount)}), health ${healthRate.toFixed(0)}/s`,
  );
  await printMetricsSummary(server.url);
} finally {
  await server.stop((dataDir) => checkLedger(dataDir, acceptedBets));
}
