import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainBackupError, runBackupCommand } from './backup-command.ts';
import { openDatabase } from './db/client.ts';
import { migrationsApplied } from './db/migration-state.ts';
import { seedDemoMerchant } from './demo/merchant.ts';
import { listMerchants } from './modules/merchants/merchant-repository.ts';
import { MIGRATIONS_DIR } from './paths.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let workDir = '';
let dataDir = '';
const probe = randomBytes(8).toString('hex');

const env = () => ({ ...process.env, DATA_DIR: workDir, DATABASE_URL: '' });

/** The npm scripts' command: `npm run db:backup -- FILE` runs `backup-cli.ts backup FILE`. Seconds: once. */
function cli(command: 'backup' | 'restore', file: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/backup-cli.ts', command, file],
    { cwd: ROOT, encoding: 'utf8', env: env() },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The same command in this process. */
const command = (name: 'backup' | 'restore', file: string) =>
  runBackupCommand([name, file], env()).then(
    (output) => ({ status: 0, output }),
    (error: unknown) => ({ status: 1, output: explainBackupError(error) }),
  );

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ kind: 'pglite', dataDir }, MIGRATIONS_DIR);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'lobby-backup-'));
  dataDir = path.join(workDir, 'pglite');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

// Each case opens PGlite on disk: seconds, not milliseconds.
describe('embedded database backups', { timeout: 120_000 }, () => {
  it('round trip: data written, backed up, wiped, restored and read back', async () => {
    await withDatabase(async ({ db, migrate }) => {
      await migrate();
      await seedDemoMerchant(db);
      await db.execute(sql`create table backup_probe (value text)`);
      await db.execute(sql`insert into backup_probe values (${probe})`);
    });
    const file = path.join(workDir, 'backups', 'lobby.tar.gz');

    const backup = cli('backup', file);
    expect(backup, backup.output).toMatchObject({ status: 0 });
    expect(backup.output).toContain(`to ${file}`);
    const again = await command('backup', file);
    expect(again.status).toBe(1);
    expect(again.output).toContain('exists');

    await rm(dataDir, { recursive: true, force: true });
    const restore = await command('restore', file);
    expect(restore, restore.output).toMatchObject({ status: 0 });

    await withDatabase(async ({ db }) => {
      const rows = (await db.execute(sql`select value from backup_probe`)) as unknown as {
        rows: { value: string }[];
      };
      expect(rows.rows).toEqual([{ value: probe }]);
      expect((await listMerchants(db)).map((merchant) => merchant.code)).toContain('demo');
      expect(await migrationsApplied(db, MIGRATIONS_DIR)).toBe(true);
    });
  });

  it('restoring over a database moves that one aside instead of deleting it', async () => {
    const file = path.join(workDir, 'backups', 'lobby.tar.gz');
    const restore = await command('restore', file);
    expect(restore, restore.output).toMatchObject({ status: 0 });
    const [setAside] = (await readdir(workDir)).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(setAside).toBeDefined();
    expect(restore.output).toContain(path.join(workDir, setAside ?? ''));
    expect(existsSync(path.join(workDir, setAside ?? '', 'PG_VERSION'))).toBe(true);
  });

  it('refuses while the database is open, and refuses a file that is not a backup', async () => {
    const open = await PGlite.create(dataDir);
    try {
      const busy = await command('backup', path.join(workDir, 'busy.tar.gz'));
      expect(busy.status).toBe(1);
      expect(busy.output).toContain('stop the server first');
      expect(existsSync(path.join(workDir, 'busy.tar.gz'))).toBe(false);
    } finally {
      await open.close();
    }

    const notABackup = path.join(workDir, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'hello');
    const before = await readdir(workDir);
    const refused = await command('restore', notABackup);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not a backup');
    expect(await readdir(workDir)).toEqual(before);
    await withDatabase(async ({ db }) => expect(await migrationsApplied(db, MIGRATIONS_DIR)).toBe(true));
  });
});
