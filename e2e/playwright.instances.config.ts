import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Two app servers on one PostgreSQL database and one Redis, as in a deployment behind a load balancer
 * (README, Scale out): the operator works on the first, the player on the second. Only for CI's
 * PostgreSQL run (.ci/run): DATABASE_URL names the PostgreSQL server, on which the first server's command
 * empties the database `e2e_instances_<port>`; REDIS_URL is passed on when set.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres')) {
  throw new Error('playwright.instances.config.ts needs DATABASE_URL=postgres://… (and REDIS_URL=redis://…)');
}
const operatorPort = Number(process.env.E2E_PORT ?? 3100);
const playerPort = Number(process.env.E2E_SECOND_PORT ?? operatorPort + 10);
const database = new URL(serverUrl);
database.pathname = `/e2e_instances_${operatorPort}`;

const shared = {
  // Uploaded pictures are stored under DATA_DIR: the servers share it, as the README asks.
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lobby-e2e-instances-')),
  DATABASE_URL: database.toString(),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  REDIS_KEY_PREFIX: `lobby-e2e-${operatorPort}:`,
  NODE_ENV: 'test',
  TEST_FACILITIES: 'true',
  LOG_LEVEL: 'warn',
};

const server = (port: number, command: string, env: Record<string, string> = {}) => ({
  command,
  cwd: join(import.meta.dirname, '..'),
  url: `http://localhost:${port}/api/v1/health/ready`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...shared, ...env, PORT: String(port) },
});

export default defineConfig({
  ...base,
  testDir: 'instances',
  use: { ...base.use, baseURL: `http://localhost:${playerPort}` },
  metadata: { operatorBaseURL: `http://localhost:${operatorPort}` },
  // Started one after the other; that instances may also start together is the server suite's
  // start-together test.
  webServer: [
    server(
      operatorPort,
      'node --import tsx e2e/instances/fresh-database.mjs && node apps/server/dist/main.js',
      { POSTGRES_SERVER_URL: serverUrl },
    ),
    server(playerPort, 'node apps/server/dist/main.js'),
  ],
});
