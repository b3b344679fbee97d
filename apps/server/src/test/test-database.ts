import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, pgliteDatabase, postgresDatabase } from '../db/client.ts';

export const isPostgresUrl = (url: string | undefined): url is string =>
  /^postgres(ql)?:\/\//.test(url ?? '');

const CACHE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/lobby-server', import.meta.url));

/**
 * PGlite spends seconds in initdb; a fresh database restored from a tarball of an initialised data
 * directory takes well under one. The tarball is made once per PGlite version and kept in the cache.
 */
export async function pgliteTemplatePath(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  const file = path.join(CACHE_DIR, `pglite-${version}-initdb.tar`);
  if (await stat(file).catch(() => undefined)) return file;

  const client = await PGlite.create();
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
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateBlob }));
}

/** A new database on the DATABASE_URL server, dropped again when the app closes it. */
async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(new pg.Pool({ connectionString: url.toString() }));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh, empty database: in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set. */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return isPostgresUrl(url) ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}
