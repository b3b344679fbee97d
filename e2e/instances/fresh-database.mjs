// Before the first instance starts: empties the database of DATABASE_URL, made on the PostgreSQL server
// of POSTGRES_SERVER_URL (set by playwright.instances.config.ts). Run with `node --import tsx`.
import { recreatePostgresDatabase } from '../../apps/server/src/test/scratch-postgres.ts';

const name = new URL(process.env.DATABASE_URL ?? '').pathname.slice(1);
await recreatePostgresDatabase(process.env.POSTGRES_SERVER_URL ?? '', name);
