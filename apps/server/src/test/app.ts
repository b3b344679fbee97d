import { generateKeyPairSync, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { MerchantConfig } from '@lobby/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { PoolUsage } from '../db/pool-usage.ts';
import { seedDemoAccounts } from '../demo/accounts.ts';
import { seedDemoData } from '../demo/demo-data.ts';
import { DEMO_MERCHANT, seedDemoMerchant } from '../demo/merchant.ts';
import { seedDemoOperator } from '../demo/operators.ts';
import { type Config, loadConfig } from '../plugins/config.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../plugins/rate-limits/limits.ts';
import { dateOf } from '../shared/clock.ts';
import { openTestDatabase } from './test-database.ts';

const TEST_ENV = {
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  TEST_FACILITIES: 'true',
  MERCHANT_HEADER_OVERRIDE: 'true',
  COUNTRY_HEADER: 'cf-ipcountry',
  // Tests run without a web build unless they bring one.
  WEB_DIST: path.join(os.tmpdir(), 'lobby-tests-have-no-web-build'),
  // Uploaded images (content-addressed, so tests may share the folder).
  DATA_DIR: path.join(os.tmpdir(), 'lobby-tests-data'),
  // Cheap argon2 and proof of work, for test speed only; the production defaults stay OWASP's.
  ARGON2_MEMORY_KIB: '256',
  ARGON2_TIME_COST: '1',
  ALTCHA_MAX_NUMBER: '1000',
};

// One RSA key per test worker instead of one generated per app (a 3072-bit key takes most of a second).
const TEST_PAYLOAD_KEY = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
}).privateKey;

/**
 * Test config. With REDIS_URL in the environment (CI's PostgreSQL pass) the apps count their limits in
 * that Redis, each under its own key prefix.
 */
export const testConfig = (
  overrides: Partial<Config> = {},
  limits: Partial<RateLimitSettings> = {},
): Config => ({
  ...loadConfig(TEST_ENV),
  payloadPrivateKey: TEST_PAYLOAD_KEY,
  redisUrl: process.env.REDIS_URL || undefined,
  redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:`,
  rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits },
  ...overrides,
});

export interface TestAppOptions extends Omit<AppDependencies, 'database'> {
  config?: Partial<Config>;
  /** Stores a demo catalogue of this many games and the demo merchant's content (keep it small: 60). */
  demoCatalogue?: number;
  /** Limits to change; the others keep their defaults. */
  limits?: Partial<RateLimitSettings>;
  /** Leaves the app starting (readiness 503), as main.ts does until its seed is done. */
  starting?: true;
}

/**
 * The app on its own fresh database with the demo merchant and demo accounts; closing the app disposes of
 * the database.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { config, limits, demoCatalogue, starting, ...dependencies } = options;
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(config, limits), { ...dependencies, database });
  await seedDemoMerchant(app.db);
  await seedDemoAccounts(app.db, app.passwords, app.clock);
  await seedDemoOperator(app.db, app.passwords, app.clock);
  if (demoCatalogue !== undefined)
    await seedDemoData(app.db, DEMO_MERCHANT, { games: demoCatalogue, now: dateOf(app.clock) });
  await app.ready();
  if (!starting) app.lifecycle.markReady();
  return app;
}

/**
 * A second instance of `app`'s deployment, as behind a load balancer: its own app with the same config
 * (secrets, Redis and its key prefix) on the same database, which stays `app`'s to close.
 */
export async function createSiblingApp(
  app: FastifyInstance,
  dependencies: Omit<AppDependencies, 'database'> = {},
): Promise<FastifyInstance> {
  // The sibling shares `app`'s connection, so it reports no pool of its own.
  const usage = new PoolUsage(() => ({ max: 0, inUse: 0, idle: 0, waiting: 0 }));
  const database = {
    db: app.db,
    usage,
    migrate: async () => {},
    exclusively: <T>(work: () => Promise<T>) => work(),
    close: async () => {},
  };
  const sibling = await buildApp(app.config, { clock: app.clock, ...dependencies, database });
  await sibling.ready();
  return sibling;
}

/** One app for the whole test file: built before its tests, closed after them. */
export function useTestApp(options: TestAppOptions = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app is built in beforeAll');
    return app;
  };
}

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Creates or replaces a merchant through the test facility, as the end-to-end tests do. */
export async function putMerchant(
  app: FastifyInstance,
  code: string,
  body: { domains: string[]; marketCountry?: string | null; config?: DeepPartial<MerchantConfig> },
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'PUT', url: `/api/v1/test/merchants/${code}`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
