import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, pgliteDatabase, postgresDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createPostgresTestDatabase, isPostgresUrl } from './scratch-postgres.ts';

export { createPostgresTestDatabase, isPostgresUrl } from './scratch-postgres.ts';

const CACHE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/lobby-server', import.meta.url));

/** What the migrations folder holds (SQL and journal), so a template made before a new migration is not reused. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).filter((file) =>
    /\.(sql|json)$/.test(file),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite spends seconds in initdb and over a second of CPU in the migrations; a fresh database restored from
 * a tarball of an initialised, migrated data directory takes less than either. The tarball is made once per
 * PGlite version and migrations folder and kept in the cache; every test database still runs `migrate()`,
 * which then finds nothing left to apply.
 */
export async function pgliteTemplatePath(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  const file = path.join(CACHE_DIR, `pglite-${version}-migrated-${await migrationsHash()}.tar`);
  if (await stat(file).catch(() => undefined)) return file;

  const client = await PGlite.create();
  await pgliteDatabase(client, MIGRATIONS_DIR).migrate();
  const tarball = await client.dumpDataDir('none');
  await client.close();
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, file);
  return file;
}

// Read once per worker: test files share workers (isolate: false in vitest.config.ts).
let templateBlob: Promise<Blob | undefined> | undefined;

async function openPgliteTestDatabase(): Promise<Database> {
  templateBlob ??= (async () => {
    const template = inject('pgliteTemplate');
    return template ? new Blob([await readFile(template)]) : undefined;
  })();
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateBlob }), MIGRATIONS_DIR);
}

/** A new database on the DATABASE_URL server, dropped again when the app closes it. */
async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await createPostgresTestDatabase(serverUrl);
  const database = postgresDatabase(new pg.Pool({ connectionString: url }), MIGRATIONS_DIR);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, empty database: in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set. */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return isPostgresUrl(url) ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

/**
 * One fresh, empty database reached by several app instances, as when they start together. On PostgreSQL
 * each handle is its own connection pool; PGlite has one instance per database, which all handles share.
 * Closing a handle leaves the database; `dispose` removes it.
 */
export async function openSharedTestDatabase(
  handles: number,
): Promise<{ handles: Database[]; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const created = await createPostgresTestDatabase(url);
    const pools = Array.from({ length: handles }, () =>
      postgresDatabase(new pg.Pool({ connectionString: created.url }), MIGRATIONS_DIR),
    );
    return {
      handles: pools.map((database) => ({ ...database, close: async () => {} })),
      dispose: async () => {
        await Promise.all(pools.map((database) => database.close()));
        await created.drop();
      },
    };
  }
  const database = await openPgliteTestDatabase();
  return {
    handles: Array.from({ length: handles }, () => ({ ...database, close: async () => {} })),
    dispose: () => database.close(),
  };
}
