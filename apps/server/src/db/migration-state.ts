import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';

/** When the newest migration in the folder was generated (drizzle records it with each applied one); read once. */
const newestMigrations = new Map<string, number>();
function newestMigration(migrationsFolder: string): number {
  let newest = newestMigrations.get(migrationsFolder);
  if (newest === undefined) {
    newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
    newestMigrations.set(migrationsFolder, newest);
  }
  return newest;
}

/**
 * Whether the database has every migration of this build (those in `migrationsFolder`): false while they still run (another instance
 * holds them) or when the database was replaced by an older one. Throws when the database cannot answer.
 */
export async function migrationsApplied(db: Db, migrationsFolder: string): Promise<boolean> {
  const rowOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const table = await rowOf<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const applied = await rowOf<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return applied?.newest != null && Number(applied.newest) >= newestMigration(migrationsFolder);
}
