// What one request of each kind of the mixed-load bench costs the server, measured in a way a busy shared
// machine disturbs little: database round trips (pool checkouts, from /metrics) and the server process's CPU
// time (from /proc, so Linux only) per request, each kind alone at 4 connections. The mixed bench's p99 is
// the queue in front of a busy event loop: these say which kind keeps it busy.
// PostgreSQL: DATABASE_URL=postgres://... (a fresh database); PGlite otherwise. BENCH_REQUESTS (2,000) per kind.
//   node --import tsx bench/request-costs.mjs
import { readFileSync } from 'node:fs';
import { API_PREFIX } from '@lobby/contract';
import autocannon from 'autocannon';
import {
  BENCH_PASSWORD,
  createBenchPlayers,
  signedBets,
  signedInReads,
  startBetServer,
} from './lib/bench-players.mjs';
import { failedRequests } from './lib/load-run.mjs';
import { loginSealer } from './lib/player-login.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const LOGINS = 40;
const CLOCK_TICKS_PER_MS = 0.1; // /proc's user and system times count ticks of 10 ms

/** The server process's CPU time so far, in ms. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
};

const server = await startBetServer();
const checkouts = async () => {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^lobby_db_connection_wait_seconds_count (\S+)/m.exec(text)?.[1] ?? 0);
};
/** Runs `send` (which makes `count` requests), answers CPU ms and round trips per request. */
async function cost(count, send) {
  const [cpu, trips] = [cpuMs(server.pid), await checkouts()];
  await send();
  // The /metrics read before and after is no request of the kind: one checkout less (none on PGlite's gate).
  return { cpu: (cpuMs(server.pid) - cpu) / count, trips: ((await checkouts()) - trips) / count };
}
try {
  const setup = await createBenchPlayers(server.url, 50);
  const { players } = setup;
  const kinds = [
    ['health (select 1)', [{ path: `${API_PREFIX}/health` }]],
    ['guest: page of 24 games', [{ path: `${API_PREFIX}/games?gameType=RNG&pageSize=24` }]],
    ['guest: banners', [{ path: `${API_PREFIX}/content/banners` }]],
    ['signed in: wallet', signedInReads(players, ['/wallet'])],
    ['signed in: profile', signedInReads(players, ['/members/me'])],
    ['signed in: unread messages', signedInReads(players, ['/messages/inbox/unread-count'])],
    ['seamless-wallet bet', signedBets({ ...setup, rootKey: server.rootKey }, (n) => players[n % 50])],
  ];
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: each kind alone, ${REQUESTS} requests at 4 connections`,
  );
  console.log(
    'kind'.padEnd(30),
    'CPU ms/request'.padStart(15),
    'round trips'.padStart(12),
    'failed'.padStart(7),
  );
  const row = (label, { cpu, trips }, failed) =>
    console.log(
      label.padEnd(30),
      cpu.toFixed(2).padStart(15),
      trips.toFixed(2).padStart(12),
      String(failed).padStart(7),
    );
  for (const [label, requests] of kinds) {
    const options = { url: server.url, connections: 4, requests };
    await autocannon({ ...options, amount: 200 });
    let failed = 0;
    const measured = await cost(REQUESTS, async () => {
      const result = await autocannon({ ...options, amount: REQUESTS });
      failed = failedRequests(result);
    });
    row(label, measured, failed);
  }
  // Logins one after another: each player's address and account see one attempt at a time.
  const seal = await loginSealer(server.url);
  const sealed = [];
  for (let n = 0; n < LOGINS; n++) {
    const player = players[n % players.length];
    sealed.push(await seal(player.username, BENCH_PASSWORD, player.address));
  }
  let failed = 0;
  const measured = await cost(LOGINS, async () => {
    for (const body of sealed) {
      const response = await fetch(`${server.url}${API_PREFIX}/auth/login`, { method: 'POST', ...body });
      if (!response.ok) failed++;
      await response.arrayBuffer();
    }
  });
  row('password login (argon2id)', measured, failed);
} finally {
  await server.stop();
}
