// Prints the latency (p50, p95, p99) and throughput of console member searches over 100,000 members on
// PostgreSQL: 16 concurrent operators' searches by the start of a username and of a mobile number, through
// the real HTTP API with a signed-in operator's cookie. Target: p99 <= 50 ms (issue 15).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/member-search.ts
// It makes a scratch database on that server and drops it afterwards. BENCH_SECONDS (10), BENCH_CONNECTIONS
// (16) and BENCH_MEMBERS (100000) change the run.
import { API, API_PREFIX } from '@lobby/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_OPERATOR } from '../apps/server/src/demo/operators.ts';
import { totpCode, totpStep } from '../apps/server/src/modules/operators/totp.ts';
import { createPostgresTestDatabase, isPostgresUrl } from '../apps/server/src/test/scratch-postgres.ts';
import { startBuiltServer } from './lib/built-server.mjs';
import { printMetricsSummary } from './lib/metrics-summary.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!isPostgresUrl(serverUrl)) throw new Error('Set DATABASE_URL to a PostgreSQL server (postgres://...)');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 16);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);

/** Username and mobile prefixes from one to four characters: a few to thousands of matches each. */
const SEARCHES = [
  ...['a', '3f', 'c0d', '9e1', '04b7', 'ff', '5', 'b2a'].map((q) => ({ by: 'username', q })),
  ...['3', '31', '345', '3000', '37', '3999', '32', '3456'].map((q) => ({ by: 'mobile', q })),
];

/** 100,000 members of the demo merchant in one statement, each with a wallet; unique by construction. */
async function seedMembers(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `insert into members (id, merchant_code, username, type, country_dialing_code, mobile_num, affiliate_code,
         registration_ip, created_at, updated_at)
       select gen_random_uuid(), 'demo', substr(md5(i::text), 1, 6) || i, 0, '92',
         '3' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'), 'X' || lpad(to_hex(i), 7, '0'),
         '10.' || (i / 65536) || '.' || ((i / 256) % 256) || '.' || (i % 256),
         now() - make_interval(mins => i), now()
       from generate_series(1, $1::int) as i`,
      [count],
    );
    await client.query(
      `insert into wallets (member_id, currency, balance_minor, updated_at)
       select m.id, coalesce(mc.config->'currency'->>'code', 'PKR'), (random() * 1000000)::bigint, now()
       from members m join merchants mc on mc.code = m.merchant_code
       where m.merchant_code = 'demo' and m.username ~ '^[0-9a-f]{6}[0-9]+$'
       on conflict do nothing`,
    );
    await client.query('analyze members; analyze wallets');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${count.toLocaleString('en')} members with wallets in ${seconds} s`);
  } finally {
    await client.end();
  }
}

/** Index and sequential scans of the members table so far: shows that the searches went through the indexes. */
async function memberScans(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const indexes = await client.query<{ name: string; scans: string }>(
      `select indexrelname as name, idx_scan as scans from pg_stat_user_indexes
       where relname = 'members' and indexrelname like 'members_search_%'`,
    );
    const table = await client.query<{ scans: string }>(
      `select seq_scan as scans from pg_stat_user_tables where relname = 'members'`,
    );
    return new Map([
      ...indexes.rows.map((row): [string, number] => [row.name, Number(row.scans)]),
      ['sequential scans', Number(table.rows[0]?.scans ?? 0)],
    ]);
  } finally {
    await client.end();
  }
}

/** Signs in as the demo operator (password, then the TOTP code) and answers the session cookie. */
async function operatorCookie(base: string): Promise<string> {
  const post = (operation: 'consoleLogin' | 'consoleVerifyTotp', body: object) =>
    fetch(base + API[operation].path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post('consoleLogin', {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
  });
  if (!login.ok) throw new Error(`consoleLogin answered ${login.status}`);
  const { value: challenge } = await login.json();
  const code = totpCode(DEMO_OPERATOR.totpSecret, totpStep(Date.now()));
  const verified = await post('consoleVerifyTotp', { ...challenge, code });
  if (!verified.ok) throw new Error(`consoleVerifyTotp answered ${verified.status}`);
  return String(verified.headers.get('set-cookie')).split(';')[0] ?? '';
}

const database = await createPostgresTestDatabase(serverUrl, 'bench_members');
try {
  const server = await startBuiltServer({
    NODE_ENV: 'development',
    SEED_DEMO_ACCOUNTS: 'true',
    DATABASE_URL: database.url,
  });
  try {
    await seedMembers(database.url, memberCount);
    const cookie = await operatorCookie(server.url + API_PREFIX);
    const paths = SEARCHES.map(({ by, q }) => `${API_PREFIX}${API.listConsoleMembers.path}?by=${by}&q=${q}`);
    const matches: string[] = [];
    for (const [i, path] of paths.entries()) {
      // Warm-up, one of each, and what each finds.
      const response = await fetch(server.url + path, { headers: { cookie } });
      if (!response.ok)
        throw new Error(`listConsoleMembers answered ${response.status}: ${await response.text()}`);
      matches.push(`${SEARCHES[i]?.by} ${SEARCHES[i]?.q} (${(await response.json()).value.list.length})`);
    }
    const scansBefore = await memberScans(database.url);
    // autocannon (as bench/api-throughput.mjs): each connection runs through the searches in turn.
    const result = await autocannon({
      url: server.url,
      connections: concurrency,
      duration,
      headers: { cookie },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    console.log(
      `${concurrency} concurrent searches for ${duration} s over ${memberCount.toLocaleString('en')} members (PostgreSQL)`,
    );
    console.log(`searches: ${matches.join(', ')}`);
    const { latency } = result;
    console.log(
      `member search: ${result.requests.average.toFixed(0)} req/s, p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms (${result.requests.total} searches, ${result.non2xx} not 2xx; target p99 <= 50 ms)`,
    );
    // Statistics reach the views with a delay of up to half a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const scansAfter = await memberScans(database.url);
    const deltas = [...scansAfter].map(([name, scans]) => `${name} +${scans - (scansBefore.get(name) ?? 0)}`);
    console.log(`members table during the run (statistics may lag a little): ${deltas.join(', ')}`);
    await printMetricsSummary(server.url);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
