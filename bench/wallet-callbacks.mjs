// Prints signed seamless-wallet bet callbacks per second on one server: 64 connections betting across 100
// accounts, then on ONE account (they queue on its wallet row), each as a ratio to the health endpoint's rate
// measured before and after them in the same run with the same client (autocannon). Every player has player protection on:
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
import { measure, printHeader, printRow } from './lib/load-run.mjs';
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
let sentBets = 0;
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

  /** Autocannon requests of signed bets of 1 minor unit, each with new transaction and round ids. */
  const bets = (playerOf) => {
    let sent = 0;
    return [
      {
        method: 'POST',
        path: API_PREFIX + API.walletCallbackBet.path,
        setupRequest: (request) => {
          const body = JSON.stringify({
            transactionId: randomUUID(),
            roundId: randomUUID(),
            playerId: playerOf(sent++),
            currency,
            nodeId: game.nodeId,
            amount: 1,
          });
          const signature = signedWalletHeaders({
            rootKey,
            merchant,
            vendor: game.vassalage,
            timestamp: Date.now(),
            rawBody: body,
          });
          return { ...request, body, headers: { 'content-type': 'application/json', ...signature } };
        },
      },
    ];
  };
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const seconds = duration / 1000;
  console.log(
    `signed bet callbacks on ${database}, ${concurrency} connections, ${seconds} s per run against ${server.url}`,
  );
  printHeader('of health'.padStart(10));
  const options = { connections: concurrency, seconds, warmUp: 3 };
  const healthBefore = await measure(`${server.url}/api/v1/health`, options);
  const spread = await measure(server.url, { ...options, requests: bets((n) => players[n % accounts]) });
  const oneAccount = await measure(server.url, { ...options, requests: bets(() => players[0]) });
  const healthAfter = await measure(`${server.url}/api/v1/health`, options);
  acceptedBets = spread.succeeded + oneAccount.succeeded;
  sentBets = spread.sent + oneAccount.sent;
  const health = (healthBefore.rate + healthAfter.rate) / 2;
  const ratio = (rate) => `${((100 * rate) / health).toFixed(0)}%`;
  printRow('health (before)', healthBefore);
  printRow(`bets across ${accounts} accounts`, spread, ratio(spread.rate).padStart(10));
  printRow('bets on one account', oneAccount, ratio(oneAccount.rate).padStart(10));
  printRow('health (after)', healthAfter);
  if (spread.non2xx + oneAccount.non2xx > 0) throw new Error('some bets were refused');
  console.log(
    `\n${database}: bets/s across ${accounts} accounts ${spread.rate.toFixed(0)} (${ratio(spread.rate)} of health), ` +
      `on one account ${oneAccount.rate.toFixed(0)} (${ratio(oneAccount.rate)}), health ${health.toFixed(0)}/s`,
  );
  await printMetricsSummary(server.url);
} finally {
  await server.stop((dataDir) => checkLedger(dataDir, acceptedBets, sentBets));
}
