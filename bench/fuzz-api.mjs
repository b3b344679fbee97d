// Sends a fixed hostile corpus (bench/fuzz/hostile-corpus.json) to every parameter of every operation of
// /api/v1/openapi.json: as a guest, with a member session (the demo account) and, for the seamless-wallet
// callbacks, with valid vendor signatures, so requests reach validation and the handlers. Prints the requests
// per operation, the 5xx answers and the answers outside the envelope; exits 1 when there is any.
// Starts the built server on a free port with a throw-away data directory, or with DATABASE_URL set, on a
// throw-away database of that PostgreSQL server. Run with the TypeScript loader (the contract is TypeScript):
//   node --import tsx bench/fuzz-api.mjs [--requests 12000] [--concurrency 8] [--seed 1]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { API_PREFIX, encryptPayload, importPublicKey } from '@lobby/contract';
import { signedWalletHeaders } from '../apps/server/src/modules/seamless-wallet/wallet-signature.ts';
import { DEFAULT_RATE_LIMITS } from '../apps/server/src/plugins/rate-limits/limits.ts';
import { mulberry32 } from '../apps/server/src/shared/random.ts';
import { createPostgresTestDatabase, isPostgresUrl } from '../apps/server/src/test/scratch-postgres.ts';
import { operationCases } from './fuzz/cases.mjs';
import { createSender, envelopeProblem } from './fuzz/send.mjs';
import { knownValues, loadCorpus } from './fuzz/values.mjs';
import { startBuiltServer } from './lib/built-server.mjs';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '12000' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
  },
});
const budget = Number(options.requests);
const concurrency = Number(options.concurrency);
const corpus = loadCorpus(new URL('./fuzz/hostile-corpus.json', import.meta.url));
const DEMO = { type: 'username', username: 'demo', password: 'Demo-Player-2026' };

/** No abuse limit may stop the fuzzer before validation: every limit and backoff far out of reach. */
const unlimited = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [
    name,
    'limit' in rule ? { limit: 1_000_000_000 } : { captchaAfter: 1_000_000_000, freeFailures: 1_000_000_000 },
  ]),
);

/** A database of its own on the DATABASE_URL server, dropped afterwards; none (PGlite) otherwise. */
async function throwAwayDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!isPostgresUrl(serverUrl)) return { env: {}, drop: async () => {} };
  const { url, drop } = await createPostgresTestDatabase(serverUrl, 'fuzz');
  return { env: { DATABASE_URL: url }, drop };
}

/** Deterministic order for a seed (mulberry32), so a failure can be replayed. */
function shuffled(items, seed) {
  const random = mulberry32(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const rootKey = randomBytes(32).toString('hex');
const database = await throwAwayDatabase();
const server = await startBuiltServer({
  NODE_ENV: 'development',
  SEED_DEMO_ACCOUNTS: 'true',
  LOG_LEVEL: 'silent',
  VENDOR_WALLET_KEY: rootKey,
  RATE_LIMITS: JSON.stringify(unlimited),
  // Cheap hashing and proof of work: the fuzzer measures answers, not password cost.
  ARGON2_MEMORY_KIB: '256',
  ARGON2_TIME_COST: '1',
  ALTCHA_MAX_NUMBER: '1000',
  REDIS_KEY_PREFIX: `fuzz:${randomBytes(4).toString('hex')}:`,
  ...database.env,
});
const sender = createSender(server.url, concurrency);
let exitCode = 1;
try {
  const call = async (method, path, { headers = {}, body } = {}) => {
    const response = await fetch(server.url + API_PREFIX + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.value;
  };

  // A time-out or self-exclusion the fuzzing member takes would refuse its every later login (by design,
  // nothing lifts one early), so these are fuzzed as a guest only.
  const LOCKS_THE_MEMBER_OUT = new Set(['startTimeOut', 'startSelfExclusion']);
  const publicKey = await importPublicKey((await call('GET', '/auth/encryption-key')).publicKey);
  const seal = (value) => encryptPayload(publicKey, value);
  const logIn = async () => {
    const sealed = await seal(DEMO);
    return (
      await call('POST', '/auth/login', {
        headers: { 'x-encryption-key': sealed.wrappedKey },
        body: sealed.body,
      })
    ).token;
  };
  let token = await logIn();
  let relogin;
  let relogins = 0;
  const member = await call('GET', '/members/me', { headers: { authorization: `Bearer ${token}` } });
  const wallet = await call('GET', '/wallet', { headers: { authorization: `Bearer ${token}` } });
  const [game] = (await call('GET', '/games?pageSize=1')).games;

  const client = {
    headersFor: (mode) => (mode === 'member' ? { authorization: `Bearer ${token}` } : {}),
    seal,
    sign: (rawBody) =>
      signedWalletHeaders({
        rootKey,
        merchant: 'demo',
        vendor: game.vassalage,
        timestamp: Date.now(),
        rawBody: rawBody.toString(),
      }),
  };
  const known = knownValues({ currency: wallet.currencyCode, playerId: member.id, game });

  const document = await fetch(`${server.url}${API_PREFIX}/openapi.json`).then((response) => response.json());
  const groups = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const modes = path.includes('/seamless-wallet/')
        ? ['vendor']
        : LOCKS_THE_MEMBER_OUT.has(operation.operationId)
          ? ['guest']
          : ['guest', 'member'];
      for (const mode of modes) {
        const cases = operationCases({ method: method.toUpperCase(), path, operation }, mode, corpus, known);
        groups.push({
          operationId: operation.operationId,
          mode,
          cases: shuffled(cases, Number(options.seed) + groups.length),
        });
      }
    }
  }
  // Round robin over the operations, so a small budget still reaches every one of them.
  const queue = [];
  for (let round = 0; queue.length < budget && groups.some((group) => round < group.cases.length); round++) {
    for (const group of groups) {
      if (round < group.cases.length && queue.length < budget)
        queue.push({ group, item: group.cases[round] });
    }
  }

  const perOperation = new Map();
  const problems = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < queue.length) {
      const { group, item } = queue[next++];
      const built = await item.build(client);
      const answer = await sender.send(built);
      const stats = perOperation.get(group.operationId) ?? {
        sent: 0,
        ok: 0,
        refused: 0,
        failed: 0,
        outside: 0,
        unanswered: 0,
        codes: new Map(),
      };
      perOperation.set(group.operationId, stats);
      stats.sent++;
      const where = `${group.operationId} as ${group.mode}, ${item.where} = ${item.label}`;
      if (answer.error) {
        stats.unanswered++;
        problems.push({ kind: 'no answer', where, detail: answer.error });
        continue;
      }
      if (answer.status >= 500) stats.failed++;
      else if (answer.status >= 400) stats.refused++;
      else stats.ok++;
      const outside = envelopeProblem(answer);
      if (outside) stats.outside++;
      else {
        const code = JSON.parse(answer.text).code;
        stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
      }
      if (answer.status >= 500 || outside) {
        problems.push({
          kind: outside ? `outside the envelope (${outside})` : '5xx',
          where,
          detail: `${answer.status} ${answer.text.slice(0, 200)}`,
        });
      }
      if (group.mode === 'member' && answer.status === 401 && item.where !== 'header:authorization') {
        // A logout (or a password change) ended the session: start another one for the cases to come.
        relogin ??= logIn().then((fresh) => {
          token = fresh;
          relogins++;
          relogin = undefined;
        });
        await relogin;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const totals = { sent: 0, ok: 0, refused: 0, failed: 0, outside: 0, unanswered: 0 };
  console.log(
    'operation                          sent    2xx    4xx    5xx  outside  no answer  most frequent codes',
  );
  for (const [operationId, stats] of [...perOperation].sort(([a], [b]) => a.localeCompare(b))) {
    for (const key of Object.keys(totals)) totals[key] += stats[key];
    console.log(
      `${operationId.padEnd(32)} ${[
        stats.sent,
        stats.ok,
        stats.refused,
        stats.failed,
        stats.outside,
        stats.unanswered,
      ]
        .map((n, i) => String(n).padStart(i === 4 ? 8 : i === 5 ? 10 : 6))
        .join(' ')}  ${[...stats.codes]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .map(([code, count]) => `${code} ${count}`)
        .join(', ')}`,
    );
  }
  const healthy = await fetch(`${server.url}${API_PREFIX}/health`).then(
    (response) => response.ok,
    () => false,
  );
  console.log(
    `\n${totals.sent} requests to ${perOperation.size} operations in ${seconds.toFixed(1)} s ` +
      `(${database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, seed ${options.seed}, ${relogins} member re-logins): ` +
      `${totals.ok} 2xx, ${totals.refused} 4xx, ${totals.failed} 5xx, ${totals.outside} outside the envelope, ` +
      `${totals.unanswered} without an answer; server ${healthy ? 'healthy' : 'NOT healthy'} afterwards`,
  );
  for (const problem of problems.slice(0, 50))
    console.log(`  ${problem.kind}: ${problem.where} → ${problem.detail}`);
  if (problems.length > 50) console.log(`  … and ${problems.length - 50} more`);
  exitCode = totals.failed === 0 && totals.outside === 0 && healthy ? 0 : 1;
} finally {
  sender.close();
  await server.stop();
  await database.drop();
}
process.exit(exitCode);
