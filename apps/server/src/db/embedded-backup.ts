import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** The tar inside the backup; checked here, since PGlite fails on a bad archive outside its promise. */
function unzipped(bytes: Buffer, file: string): Buffer {
  try {
    return gunzipSync(bytes);
  } catch {
    throw new BackupError(`${file} is not a backup of the embedded database (not gzip)`);
  }
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** PGlite keeps postmaster.pid while a process has the directory open and removes it on a clean close. */
function refuseWhileOpen(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `${dataDir} is in use: stop the server first. If none runs, it was not stopped cleanly: start it and ` +
        'stop it once (Ctrl+C or SIGTERM), then try again.',
    );
}

/** Writes the embedded database of `dataDir` as a gzipped tarball to `file`; never overwrites a file. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`no embedded database in ${dataDir}`);
  refuseWhileOpen(dataDir);
  if (existsSync(file)) throw new BackupError(`${file} exists: choose another name`);
  const database = await PGlite.create(dataDir);
  let tarball: Blob;
  try {
    tarball = await database.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
  const bytes = Buffer.from(await tarball.arrayBuffer());
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes.length;
}

/**
 * Makes `dataDir` the database of the backup `file`. A database already there is moved aside, never
 * deleted; the path it went to is returned. The next start applies migrations newer than the backup.
 */
export async function restoreEmbeddedDatabase(file: string, dataDir: string): Promise<string | undefined> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const tarball = new Blob([unzipped(await readFile(file), file)], { type: 'application/x-tar' });
  let setAside: string | undefined;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    refuseWhileOpen(dataDir);
    setAside = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    await rename(dataDir, setAside);
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const database = await PGlite.create(dataDir, { loadDataDir: tarball });
    try {
      await database.query('select 1');
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    if (setAside) await rename(setAside, dataDir);
    throw new BackupError(`${file} is not a backup of the embedded database: ${(error as Error).message}`);
  }
  return setAside;
}
