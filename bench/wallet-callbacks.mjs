// Prints signed seamless-wallet bet callbacks per second on one server: 64 connections betting across 100
// accounts, then on ONE account (they queue on its wallet row), each as a ratio to the health endpoint's rate
// measured before and after them in the same run with the same client (autocannon). Every player has player
// protection on: loss and wager limits of each period, a session limit and a reality-check interval (exclusion
// and identity are checked on every bet). After the run it checks that the ledger is exact (see
// lib/ledger-check.mjs). It also prints the CPU milliseconds per bet of the server, the database's backends
// (PostgreSQL) and the bench client (lib/cpu-meter.mjs): on a shared machine they compare where rates do not.
// PostgreSQL: DATABASE_URL=postgres://... (a fresh database); PGlite otherwise.
// Run with the TypeScript loader, since the contract is TypeScript source:
//   node --import tsx bench/wallet-callbacks.mjs
import { createBenchPlayers, signedBets, startBetServer } from './lib/bench-players.mjs';
import { cpuMeter, formatCpu } from './lib/cpu-meter.mjs';
import { checkLedger } from './lib/ledger-check.mjs';
import { measure, printHeader, printRow } from './lib/load-run.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const accounts = 100;

const server = await startBetServer();
let acceptedBets = 0;
let sentBets = 0;
const meter = await cpuMeter({ serverPid: server.pid, databaseUrl: process.env.DATABASE_URL });
try {
  const setup = await createBenchPlayers(server.url, accounts);
  const { players } = setup;
  const bets = (playerOf) => signedBets({ ...setup, rootKey: server.rootKey }, playerOf);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `signed bet callbacks on ${database}, ${connections} connections, ${seconds} s per run against ${server.url}`,
  );
  printHeader('of health'.padStart(10));
  const options = { connections, seconds, warmUp: 3 };
  const healthBefore = await measure(`${server.url}/api/v1/health`, options);
  const spread = await measure(server.url, {
    ...options,
    meter,
    requests: bets((n) => players[n % accounts]),
  });
  const oneAccount = await measure(server.url, { ...options, meter, requests: bets(() => players[0]) });
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
  console.log(`CPU per bet across ${accounts} accounts: ${formatCpu(spread.cpu)}`);
  console.log(`CPU per bet on one account: ${formatCpu(oneAccount.cpu)}`);
  await printMetricsSummary(server.url);
} finally {
  await meter.close();
  await server.stop((dataDir) => checkLedger(dataDir, acceptedBets, sentBets));
}
