import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import { signedWalletHeaders } from '../../modules/seamless-wallet/index.ts';
import { createPostgresTestDatabase, isPostgresUrl } from '../../test/test-database.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const VENDOR_WALLET_KEY = randomBytes(32).toString('base64url');
const WORKERS = 16;
const STREAM_BEFORE_SIGTERM_MS = 600;
const SHUTDOWN_DELAY_MS = 300;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Outcome {
  startedAt: number;
  endedAt: number;
  /** HTTP status of a complete answer; undefined when the connection was refused or closed unanswered. */
  status?: number;
  code?: string;
  /** An answer whose body did not arrive whole. */
  cut?: boolean;
}

/** The server as `npm start` runs it (main.ts), on a throw-away database, in a child process. */
class ServerProcess {
  readonly stdout: string[] = [];
  child: ChildProcess | undefined;
  url = '';
  dataDir = '';
  postgres: { url: string; drop(): Promise<void> } | undefined;

  async start(): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = await mkdtemp(path.join(os.tmpdir(), 'lobby-drain-'));
    const serverUrl = process.env.DATABASE_URL;
    this.postgres = isPostgresUrl(serverUrl) ? await createPostgresTestDatabase(serverUrl) : undefined;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.postgres?.url ?? '',
        REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
        NODE_ENV: 'test',
        APP_ENV: 'test',
        LOG_LEVEL: 'info',
        TEST_FACILITIES: 'true',
        SEED_DEMO_ACCOUNTS: 'false',
        DEMO_CATALOGUE_GAMES: '20',
        ARGON2_MEMORY_KIB: '256',
        ARGON2_TIME_COST: '1',
        VENDOR_WALLET_KEY,
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
        SHUTDOWN_TIMEOUT_MS: '10000',
        WEB_DIST: path.join(os.tmpdir(), 'lobby-tests-have-no-web-build'),
      },
    });
    this.child.stdout?.on('data', (chunk: Buffer) => this.stdout.push(String(chunk)));
    this.child.stderr?.on('data', (chunk: Buffer) => this.stdout.push(String(chunk)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited early:\n${this.stdout.join('')}`);
      const ready = await fetch(`${this.url}/api/v1/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server not ready within 60 s:\n${this.stdout.join('')}`);
  }

  exited(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** Bets recorded for the member, read from the database the server left behind. */
  async betsStored(memberId: string): Promise<number> {
    const query = `select count(*)::int as bets from wallet_transactions where member_id = $1 and kind = 'bet'`;
    if (this.postgres) {
      const client = new pg.Client({ connectionString: this.postgres.url });
      await client.connect();
      try {
        return (await client.query<{ bets: number }>(query, [memberId])).rows[0]?.bets ?? 0;
      } finally {
        await client.end();
      }
    }
    const database = await PGlite.create(path.join(this.dataDir, 'pglite'));
    try {
      return (await database.query<{ bets: number }>(query, [memberId])).rows[0]?.bets ?? 0;
    } finally {
      await database.close();
    }
  }

  async dispose(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill('SIGKILL');
      await this.exited();
    }
    await this.postgres?.drop();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

async function json(server: ServerProcess, method: string, url: string, body?: unknown) {
  const response = await fetch(server.url + url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as { value?: unknown };
  expect(response.status, JSON.stringify(parsed)).toBe(200);
  return parsed.value;
}

const server = new ServerProcess();
let memberId = '';
let game = { nodeId: '', vassalage: '' };

beforeAll(async () => {
  await server.start();
  const member = (await json(server, 'POST', '/api/v1/test/members', {
    username: 'drainbettor',
    password: 'secret-pass-1',
  })) as { id: string; username: string };
  memberId = member.id;
  await json(server, 'POST', '/api/v1/test/wallet-credits', { username: member.username, amount: 10_000 });
  const page = (await json(server, 'GET', '/api/v1/games?pageSize=1')) as { games: (typeof game)[] };
  const [first] = page.games;
  if (!first) throw new Error('the demo catalogue has no games');
  game = { nodeId: first.nodeId, vassalage: first.vassalage };
}, 90_000);

afterAll(() => server.dispose());

async function attempt(send: () => Promise<Response>): Promise<Outcome> {
  const startedAt = performance.now();
  let response: Response;
  try {
    response = await send();
  } catch {
    return { startedAt, endedAt: performance.now() };
  }
  try {
    const text = await response.text();
    const code = response.status === 200 || text.startsWith('{"success"') ? JSON.parse(text).code : undefined;
    return { startedAt, endedAt: performance.now(), status: response.status, code };
  } catch {
    return { startedAt, endedAt: performance.now(), status: response.status, cut: true };
  }
}

function signedBet(): () => Promise<Response> {
  const raw = JSON.stringify({
    transactionId: `drain-${randomBytes(8).toString('hex')}`,
    roundId: `round-${randomBytes(4).toString('hex')}`,
    playerId: memberId,
    currency: 'USD',
    nodeId: game.nodeId,
    amount: 1,
  });
  const timestamp = Date.now();
  const headers = signedWalletHeaders({
    rootKey: VENDOR_WALLET_KEY,
    merchant: DEMO_MERCHANT.code,
    vendor: game.vassalage,
    timestamp,
    rawBody: raw,
  });
  return () =>
    fetch(`${server.url}/api/v1/seamless-wallet/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });
}

describe('SIGTERM under load', () => {
  it('turns readiness to 503, finishes every acknowledged bet and exits 0', async () => {
    const bets: Outcome[] = [];
    const probes: Outcome[] = [];
    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        const outcome = await attempt(signedBet());
        bets.push(outcome);
        if (outcome.status === undefined) return; // refused: the server no longer listens
      }
    };
    const prober = async () => {
      while (!stopped) {
        const outcome = await attempt(() => fetch(`${server.url}/api/v1/health/ready`));
        probes.push(outcome);
        if (outcome.status === undefined) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const streams = [...Array.from({ length: WORKERS }, worker), prober()];

    await new Promise((resolve) => setTimeout(resolve, STREAM_BEFORE_SIGTERM_MS));
    const beforeSigterm = bets.filter((bet) => bet.status === 200).length;
    const sigtermAt = performance.now();
    server.child?.kill('SIGTERM');
    const exitCode = await server.exited();
    const exitedAt = performance.now();
    stopped = true;
    await Promise.all(streams);

    expect(exitCode, server.stdout.join('')).toBe(0);
    expect(beforeSigterm, 'bets were flowing before SIGTERM').toBeGreaterThan(0);
    expect(bets.filter((bet) => bet.cut)).toEqual([]);
    const acknowledged = bets.filter((bet) => bet.status === 200);
    expect(acknowledged.every((bet) => bet.code === 'ok')).toBe(true);
    // Every answered request is a whole success, or a 503 the server gave without doing anything.
    expect(
      bets.filter((bet) => bet.status !== undefined && bet.status !== 200 && bet.status !== 503),
    ).toEqual([]);
    const afterSigterm = acknowledged.filter((bet) => bet.endedAt > sigtermAt).length;
    const inFlight = bets.filter((bet) => bet.startedAt < sigtermAt && bet.endedAt > sigtermAt).length;
    expect(afterSigterm, 'requests kept completing during the drain').toBeGreaterThan(0);

    // Readiness turns to 503 not_ready (draining) after SIGTERM and stays there; refused once the server
    // stopped. A probe the child read before it handled the signal may still have been answered 200 (the
    // signal reaches its event loop like any other event), so only the probes after the first 503 count.
    const drainProbes = probes.filter((probe) => probe.endedAt > sigtermAt && probe.status !== undefined);
    const firstNotReady = drainProbes.findIndex((probe) => probe.code === 'not_ready');
    expect(firstNotReady, JSON.stringify(probes.slice(-5))).toBeGreaterThanOrEqual(0);
    expect(drainProbes.slice(firstNotReady).every((probe) => probe.status === 503)).toBe(true);

    // Nothing acknowledged was lost, and nothing was written without an answer.
    expect(await server.betsStored(memberId)).toBe(acknowledged.length);
    expect(server.stdout.join('')).toContain('"msg":"stopped"');

    // The figures, for the report of a run.
    process.stdout.write(
      `drain: ${acknowledged.length} bets acknowledged (${beforeSigterm} before SIGTERM, ${afterSigterm} after), ` +
        `${inFlight} in flight at SIGTERM, ${bets.filter((bet) => bet.status === 503).length} answered 503, ` +
        `${bets.filter((bet) => bet.status === undefined).length} refused; ` +
        `exit ${exitCode} ${Math.round(exitedAt - sigtermAt)} ms after SIGTERM (delay ${SHUTDOWN_DELAY_MS} ms)\n`,
    );
  }, 60_000);
});
