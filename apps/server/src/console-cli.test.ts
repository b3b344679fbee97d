import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainConsoleError, runConsoleCommand } from './console-command.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir = '';

const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '3471' });

/** What `npm run console -- …` runs, as a process of its own: seconds each, so once. */
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/console-cli.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: env(),
  });

/** The same command in this process: what it prints, and its exit status. */
const command = (...args: string[]) =>
  runConsoleCommand(args, env()).then(
    (stdout) => ({ status: 0, stdout: `${stdout}\n`, stderr: '' }),
    (error: unknown) => ({ status: 1, stdout: '', stderr: `${explainConsoleError(error)}\n` }),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lobby-console-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run console -- create-operator', () => {
  it('creates a platform owner and prints a one-time enrolment link; the username is then taken', async () => {
    const created = await command('create-operator', '--role', 'owner', '--username', 'root');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/\nhttp:\/\/localhost:3471\/console\/enrol#[\w-]{43}\n$/);
    const again = cli('create-operator', '--role', 'admin', '--username', 'ROOT');
    expect([again.status, again.stderr.trim()]).toEqual([1, 'operator_exists']);
  }, 60_000);

  it('refuses a bad role, a bad username and an unknown merchant', async () => {
    expect((await command('create-operator', '--role', 'boss', '--username', 'someone')).stderr).toMatch(
      /^usage:/,
    );
    expect((await command('create-operator', '--role', 'owner', '--username', 'a\u0007b')).stderr).toMatch(
      /^usage:/,
    );
    const unknown = await command(
      'create-operator',
      '--merchant',
      'nowhere',
      '--role',
      'owner',
      '--username',
      'someone',
    );
    expect([unknown.status, unknown.stderr.trim()]).toEqual([1, 'no merchant nowhere']);
  }, 60_000);
});
