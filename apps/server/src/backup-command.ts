import { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from './db/embedded-backup.ts';
import { ConfigError, loadConfig } from './plugins/config.ts';

export const BACKUP_USAGE = 'usage: npm run db:backup -- FILE | npm run db:restore -- FILE';

/** `backup FILE` or `restore FILE` on the embedded database named by `env` (DATA_DIR); what was done. */
export async function runBackupCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, file, ...rest] = args;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0)
    throw new BackupError(BACKUP_USAGE);
  const { database } = loadConfig(env);
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

/** The line the command line prints for a failure: the reason when it is one we foresaw. */
export function explainBackupError(error: unknown): string {
  return error instanceof BackupError || error instanceof ConfigError ? error.message : String(error);
}
