// Starts the built app on a free port with a throw-away data directory, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-state.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The Node options of `npm start` (e.g. the young generation's size, decision 0092): a bench runs what production runs. */
function startNodeOptions() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

export async function startBuiltServer(env = {}) {
  buildIfStale(root);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  // BENCH_NODE_ARGS adds Node options to the server's command line (e.g. --cpu-prof to profile it).
  const nodeArgs = [
    ...startNodeOptions(),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  // BENCH_SERVER_MAIN runs another build, e.g. an earlier commit's copied to apps/server/dist-before/main.js.
  const main = process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js';
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a shared, busy machine takes a while to migrate and seed a fresh database.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        pid: child.pid,
        // `inspect` runs on the stopped server's data directory before it is deleted (the PGlite files).
        async stop(inspect) {
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
          try {
            await inspect?.(dataDir);
          } finally {
            rmSync(dataDir, { recursive: true, force: true });
          }
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within 300 s');
}
