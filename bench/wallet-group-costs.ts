// Prints what a seamless-wallet bet costs PostgreSQL in the group commit (decisions 0079, 0089), without HTTP:
// 64 callers post bets through `PlainBetGroups` across 100 accounts (one run per entry of BENCH_LANES, lanes
// of groups, alternated) and on one account. Per bet: CPU milliseconds of the database's backends and of this
// process (the server's part of the write), bets per commit, WAL records and bytes, buffer accesses; and how
// far the game row's xmax moved (a MultiXact id per overlapping group's lock on it, a transaction id when
// groups do not overlap). The built server makes the bench players (as bench/wallet-callbacks.mjs) and stops.
//   DATABASE_URL=postgres://... (a fresh database) node --import tsx bench/wallet-group-costs.ts
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { PlainBetGroups } from '../apps/server/src/modules/seamless-wallet/bet-groups.ts';
import { createBenchPlayers, startBetServer } from './lib/bench-players.mjs';
import { cpuMeter } from './lib/cpu-meter.mjs';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a fresh PostgreSQL database');
const lanesOfRuns = (process.env.BENCH_LANES ?? '10,2,10,2').split(',').map(Number);
const bets = Number(process.env.BENCH_BETS ?? 4000);
const callers = 64;

const server = await startBetServer();
const { players, currency, game, merchant } = await createBenchPlayers(server.url, 100);
await server.stop();
const meta = new pg.Client({ connectionString: url });
await meta.connect();
const meter = await cpuMeter({ serverPid: process.pid, databaseUrl: url });
const one = async <T>(text: string, values: unknown[] = []) => (await meta.query(text, values)).rows[0] as T;
const counters = async () => ({
  ...(await one<Record<string, string>>(
    `select xact_commit, blks_hit from pg_stat_database where datname = current_database()`,
  )),
  ...(await one<Record<string, string>>(`select wal_records, wal_bytes from pg_stat_wal`)),
  ...(await one<Record<string, string>>(`select xmax::text as game_xmax from games where node_id = $1`, [
    game.nodeId,
  ])),
});
// Statistics reach pg_stat_database when a backend next reports them (at most a second later).
const settled = () => new Promise((resolve) => setTimeout(resolve, 1500));

async function run(lanes: number, accounts: number): Promise<void> {
  const database = await openDatabase(
    { kind: 'postgres', url: url as string, poolSize: 20, groupLanes: lanes },
    '',
  );
  const groups = new PlainBetGroups(database.db);
  let sent = 0;
  const post = () =>
    groups.post({
      vendor: game.vassalage,
      merchant,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      playerId: players[sent++ % accounts].id,
      currency,
      nodeId: game.nodeId,
      amountMinor: 1,
      requestHash: 'bench',
      now: new Date(),
    });
  const postAll = async (count: number) => {
    let left = count;
    let written = 0;
    const caller = async () => {
      while (left-- > 0) if (await post()) written++;
    };
    await Promise.all(Array.from({ length: callers }, caller));
    return written;
  };
  await postAll(1000);
  await settled();
  const [before, cpuBefore] = [await counters(), await meter.sample()];
  const started = performance.now();
  const written = await postAll(bets);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await meter.sample();
  await settled();
  const after = await counters();
  await database.close();
  if (written !== bets) throw new Error(`${bets - written} bets were not written`);
  const per = (key: string) => (Number(after[key]) - Number(before[key])) / bets;
  const cpu = meter.perRequest(cpuBefore, cpuAfter, bets);
  console.log(
    [
      `${String(lanes).padStart(5)} ${String(accounts).padStart(8)}`,
      (bets / seconds).toFixed(0).padStart(6),
      (1 / per('xact_commit')).toFixed(1).padStart(11),
      cpu.database.toFixed(2).padStart(11),
      cpu.server.toFixed(2).padStart(10),
      per('wal_records').toFixed(1).padStart(11),
      per('wal_bytes').toFixed(0).padStart(9),
      per('blks_hit').toFixed(0).padStart(10),
      `  ${before.game_xmax} → ${after.game_xmax}`,
    ].join(''),
  );
}

try {
  console.log(`${bets} bets per run after 1,000 of warm-up, ${callers} callers, CPU ms per bet`);
  console.log(
    'lanes accounts bets/s bets/commit database ms  this ms WAL records WAL bytes buffers  game row xmax',
  );
  for (const lanes of lanesOfRuns) await run(lanes, players.length);
  await run(lanesOfRuns[0] ?? 2, 1);
} finally {
  await meter.close();
  await meta.end();
}
