// Prints what 500 connections of mixed traffic for 60 s do to one server (issue 20's budget on PostgreSQL: no
// errors, p99 at most 500 ms). Each connection is a player's open connection with a pace of its own, not a
// loop as fast as the server answers (which measures only the queue in front of the slowest kind): most browse
// the lobby at BROWSE_RATE requests a second each, as guests (pages of games by category, hot and new,
// vendors, banners, announcements, the status) or signed in (their wallet, profile and unread messages beside
// the pages); a tenth place signed seamless-wallet bets at BET_RATE a second each for players with player
// protection on; a few log in with a password (argon2id: CPU-heavy by design) at LOGINS_PER_SECOND in all.
// All kinds start together once every client process is ready, and run WARM_UP_SECONDS on the same
// connections before the measured seconds. Prints each kind's rate, p50 and p99, their errors (over the warm-up
// too), its p99 in each 10 s of the run (a slow start or a pause shows where it was), and the p99 of all
// requests together; then the ledger check of the wallet bench.
// BENCH_SECONDS (60), BENCH_CONNECTIONS (500), BENCH_BROWSE_RATE (2) and BENCH_BET_RATE (4) change the run.
// PostgreSQL: DATABASE_URL=postgres://... (a fresh database); PGlite otherwise.
//   node --import tsx bench/mixed-load.mjs

import { fork } from 'node:child_process';
import { API_PREFIX } from '@lobby/contract';
import { createBenchPlayers, startBetServer } from './lib/bench-players.mjs';
import { checkLedger } from './lib/ledger-check.mjs';
import { failedRequests, printHeader, printRow } from './lib/load-run.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

/**
 * Runs each kind of traffic in a process of its own (lib/mixed-traffic.mjs); once every process is ready, all
 * start together. Answers their results in the order given.
 */
async function runTraffic(ordersOfEachKind) {
  const children = ordersOfEachKind.map((orders) =>
    fork(new URL('./lib/mixed-traffic.mjs', import.meta.url).pathname, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, MIXED_TRAFFIC: JSON.stringify(orders) },
    }),
  );
  const message = (child) =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`a traffic process exited with ${code}`)));
    });
  await Promise.all(children.map(message));
  const results = children.map(message);
  for (const child of children) child.send({ go: true });
  return Promise.all(results);
}

/** The value below which `share` of the sorted latencies lie. */
const percentile = (sorted, share) =>
  sorted.length > 0 ? Math.round(sorted[Math.ceil(share * sorted.length) - 1]) : null;
const sortedOf = (latencies) => Float64Array.from(latencies).sort();

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 500);
const BROWSE_RATE = Number(process.env.BENCH_BROWSE_RATE ?? 2);
const BET_RATE = Number(process.env.BENCH_BET_RATE ?? 4);
const LOGINS_PER_SECOND = 5;
const PLAYERS = 50;
const MAX_P99_MS = 500;
/** Seconds of the same traffic on the same connections before the measured ones: opening 500 connections and
 * the first requests' compilation are start-up, not the load. */
const WARM_UP_SECONDS = 5;
// Of the connections: a tenth bet, two in a hundred log in, a quarter of the rest browse signed in.
const betting = Math.round(connections / 10);
const loggingIn = Math.max(LOGINS_PER_SECOND, Math.round(connections / 50));
const browsing = connections - betting - loggingIn;
const signedIn = Math.round(browsing / 4);
const guests = browsing - signedIn;

const LOBBY = [
  '/games?gameType=RNG&pageSize=24',
  '/games/vendors',
  '/content/banners',
  '/games?gameClassify=hot&pageSize=24',
  '/content/announcements',
  '/games?gameClassify=new&pageSize=24',
  '/games?gameType=LIVE&pageSize=24',
  '/system/status',
];
const PLAYER = ['/wallet', '/members/me', '/games?gameType=RNG&pageSize=24', '/messages/inbox/unread-count'];

const server = await startBetServer();
let acceptedBets = 0;
let sentBets = 0;
try {
  const setup = await createBenchPlayers(server.url, PLAYERS);
  const { players } = setup;
  for (const path of [...LOBBY, ...PLAYER]) {
    const response = await fetch(server.url + API_PREFIX + path, {
      headers: { authorization: `Bearer ${players[0].token}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${database}: ${connections} connections for ${seconds} s against ${server.url}: ${guests} browsing as ` +
      `guests and ${signedIn} signed in (${BROWSE_RATE}/s each), ${betting} betting (${BET_RATE}/s each), ` +
      `${loggingIn} logging in (${LOGINS_PER_SECOND}/s in all); each kind from a process of its own`,
  );
  const shared = { url: server.url, setup: { ...setup, rootKey: server.rootKey } };
  const kinds = [
    { kind: 'guests', connections: guests, rate: BROWSE_RATE, paths: LOBBY },
    { kind: 'players', connections: signedIn, rate: BROWSE_RATE, paths: PLAYER },
    { kind: 'bets', connections: betting, rate: BET_RATE },
    { kind: 'logins', connections: loggingIn, rate: LOGINS_PER_SECOND },
  ];
  const results = await runTraffic(
    kinds.map((orders) => ({ ...shared, ...orders, warmUp: WARM_UP_SECONDS, duration: seconds })),
  );
  acceptedBets = results[2].ok;
  sentBets = results[2].sent;

  // A timeout is an error too: the timeouts column says how many of the errors were.
  printHeader('errors'.padStart(8), 'timeouts'.padStart(9));
  const labels = ['browsing as guests', 'browsing signed in', 'seamless-wallet bets', 'password logins'];
  for (const [index, result] of results.entries()) {
    const sorted = sortedOf(result.latencies);
    printRow(
      labels[index],
      {
        rate: result.rate,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        non2xx: result.non2xx,
      },
      String(result.errors).padStart(8),
      String(result.timeouts).padStart(9),
    );
  }
  console.log('\np99 (ms) of each 10 s of the run, by when the answer came:');
  for (const [index, result] of results.entries()) {
    const p99s = result.windows.map((window) => percentile(sortedOf(window), 0.99));
    console.log(`  ${labels[index].padEnd(22)} ${p99s.map((ms) => String(ms ?? '-').padStart(6)).join('')}`);
  }
  const failures = results.reduce((sum, result) => sum + failedRequests(result), 0);
  const rate = results.reduce((sum, result) => sum + result.rate, 0);
  const p99 = percentile(sortedOf(results.flatMap((result) => result.latencies)), 0.99);
  console.log(
    `\n${database}: ${rate.toFixed(0)} requests/s, ${failures} failed, p99 of all ${p99} ms (budget: none ` +
      `failed, p99 ${MAX_P99_MS} ms): ${failures === 0 && p99 <= MAX_P99_MS ? 'within budget' : 'OVER BUDGET'}`,
  );
  await printMetricsSummary(server.url);
} catch (error) {
  // Printed here: a ledger check that fails in `finally` would hide it.
  console.error(error);
  throw error;
} finally {
  await server.stop((dataDir) => checkLedger(dataDir, acceptedBets, sentBets));
}
