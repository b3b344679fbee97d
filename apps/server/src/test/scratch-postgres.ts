import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const isPostgresUrl = (url: string | undefined): url is string =>
  /^postgres(ql)?:\/\//.test(url ?? '');

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. Free of
 * vitest, so the benchmarks and the API fuzzer use it too.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prefix = 't',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
