// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the embedded database (DATA_DIR) to and from
// a gzipped tarball. PostgreSQL (DATABASE_URL) is backed up with its own tools: README, Operations.

import { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from './db/embedded-backup.ts';
import { ConfigError, loadConfig } from './plugins/config.ts';

async function run(): Promise<string> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0)
    throw new BackupError('usage: npm run db:backup -- FILE | npm run db:restore -- FILE');
  const { database } = loadConfig(process.env);
  if (database.kind !== 'pglite')
    throw new BackupError(
      database.kind === 'postgres'
        ? 'DATABASE_URL points to PostgreSQL: back it up with pg_dump or base backups (README, Operations).'
        : 'DATABASE_URL=memory:// keeps nothing to back up.',
    );
  if (command === 'backup') {
    const bytes = await backupEmbeddedDatabase(database.dataDir, file);
    return `backed up ${database.dataDir} to ${file} (${bytes} bytes)`;
  }
  const setAside = await restoreEmbeddedDatabase(file, database.dataDir);
  return `restored ${file} into ${database.dataDir}${setAside ? `; the previous database is in ${setAside}` : ''}`;
}

run().then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof BackupError || error instanceof ConfigError ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
