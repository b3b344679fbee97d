import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const isPostgresUrl = (url: string | undefined): url is string =>
  /^postgres(ql)?:\/\//.test(url ?? '');

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. Free of
 * vitest, so the benchmarks and the API fuzzer use it too.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prefix = 't',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The database `name` (letters, digits, underscores) on the server of `serverUrl`, empty: dropped if it
 * exists, then created. For runs whose servers are started by name before any code could hand them a URL.
 */
export async function recreatePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(serverUrl, name);
}
