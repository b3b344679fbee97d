import { readdirSync } from 'node:fs';
import { API, API_PREFIX } from '@lobby/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { games, members, merchants } from './db/schema.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { seedAtStart } from './start-seed.ts';
import { testConfig } from './test/app.ts';
import { openSharedTestDatabase } from './test/test-database.ts';

const INSTANCES = 3;
const config = testConfig({ demoCatalogueGames: 40 });
const shared = await openSharedTestDatabase(INSTANCES);
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await shared.dispose();
});

/** What main.ts does before listening: build the app (migrations) and seed. */
async function start(index: number): Promise<FastifyInstance> {
  const database = shared.handles[index];
  if (!database) throw new Error(`no database handle ${index}`);
  const app = await buildApp(config, { database });
  apps.push(app);
  await seedAtStart(app, database, config);
  await app.ready();
  return app;
}

describe(`${INSTANCES} instances started at the same moment against one empty database`, () => {
  it('all come up, with the migrations applied once and the demo data seeded once', async () => {
    const started = await Promise.all(Array.from({ length: INSTANCES }, (_, index) => start(index)));

    for (const app of started) {
      const health = await app.inject({ method: 'GET', url: `${API_PREFIX}${API.getHealth.path}` });
      expect(health.statusCode, health.body).toBe(200);
    }

    const { db } = started[0] as FastifyInstance;
    const applied = await db.execute(sql`select id from drizzle.__drizzle_migrations`);
    const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect((applied as { rows: unknown[] }).rows).toHaveLength(migrationFiles.length);

    const [demoMerchants] = await db.select({ n: count() }).from(merchants).where(eq(merchants.code, 'demo'));
    expect(demoMerchants?.n).toBe(1);
    const [demoMembers] = await db.select({ n: count() }).from(members).where(eq(members.username, 'demo'));
    expect(demoMembers?.n).toBe(1);
    const [catalogue] = await db.select({ n: count() }).from(games);
    expect(catalogue?.n).toBe(40);
  }, 60_000);
});
