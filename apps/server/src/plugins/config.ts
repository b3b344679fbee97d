import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from '../db/client.ts';
import { DEFAULT_GROUP_LANES } from '../db/pipelined-pools.ts';
import { DEFAULT_CONSOLE_DIST, DEFAULT_WEB_DIST } from '../paths.ts';
import { deepMerge } from '../shared/deep-merge.ts';
import { isIpRange } from '../shared/ip-ranges.ts';
import { DEFAULT_RATE_LIMITS, RateLimitSettings } from './rate-limits/limits.ts';
import type { S3Settings } from './storage/s3-storage.ts';

/** How many games the demo catalogue has unless DEMO_CATALOGUE_GAMES says otherwise. */
export const DEFAULT_DEMO_GAMES = 640;

const AppEnv = z.enum(['production', 'development', 'test']);
export type AppEnv = z.infer<typeof AppEnv>;

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const MEMORY_DATABASE = 'memory://';

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1). */
export const OWASP_ARGON2 = { memoryKib: 19_456, timeCost: 2 } as const;
/** The weakest row of OWASP's equivalent argon2id settings (m=7 MiB, t=5): production refuses less. */
const ARGON2_MIN_MEMORY_KIB = 7_168;
const ARGON2_MIN_WORK = 7_168 * 5;

/** PEM from an env variable, where newlines are often written as \n. */
const PemPrivateKey = z
  .string()
  .transform((pem) => pem.replaceAll('\\n', '\n').trim())
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;
    } catch {
      return false;
    }
  }, 'expected an RSA private key of at least 2048 bits in PEM');

const RateLimitOverrides = z
  .string()
  .transform((json, context) => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'expected JSON' });
      return z.NEVER;
    }
  })
  .transform((overrides) => deepMerge(DEFAULT_RATE_LIMITS, overrides))
  .pipe(RateLimitSettings);

/** proxy-addr's names for reserved ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

/**
 * Which X-Forwarded-For entries to believe. A hop count takes the address that many hops from the right,
 * where the load balancer appended it; `true` means one hop. Fastify's own `true` would take the left-most
 * entry, which the client writes itself.
 */
const TrustProxy = z.string().transform((value, context): false | number | string[] => {
  const normalized = value.trim().toLowerCase();
  if (normalized === 'false' || normalized === '0') return false;
  if (normalized === 'true') return 1;
  if (/^\d+$/.test(normalized)) {
    const hops = Number(normalized);
    if (hops <= MAX_PROXY_HOPS) return hops;
    context.addIssue({ code: 'custom', message: `expected at most ${MAX_PROXY_HOPS} proxy hops` });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isIpRange(entry) && !PROXY_RANGE_NAMES.has(entry));
  if (entries.length > 0 && invalid.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: 'expected false, a hop count (true = 1), or proxy addresses/CIDRs separated by commas',
  });
  return z.NEVER;
});

/** An S3-compatible service's origin: http(s), no path, query or credentials (those have their own variables). */
const S3Endpoint = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'expected an origin such as https://s3.eu-west-1.amazonaws.com, without a path, query or credentials')
  .transform((value) => new URL(value).origin);

/** S3's bucket naming rules (lower case, digits, dots and hyphens). */
const S3Bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name (3-63 of a-z, 0-9, . and -)');

/** The variables that together choose S3-compatible storage; all of them, or none. */
const S3_REQUIRED = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;

/**
 * Enough connections for PostgreSQL to commit many bets with one flush of its log (group commit) while the
 * app waits on the disk, few enough for several instances under max_connections (100 by default).
 */
const DEFAULT_POOL_SIZE = 20;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => url === MEMORY_DATABASE || /^postgres(ql)?:\/\//.test(url), {
      message: `expected a postgres:// URL or ${MEMORY_DATABASE}`,
    })
    .optional(),
  /** PostgreSQL connections each instance keeps at most (decision 0075). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(DEFAULT_POOL_SIZE),
  /** Groups of seamless-wallet bets each instance writes at once, one pipelined connection each (decision 0089). */
  DATABASE_GROUP_LANES: z.coerce.number().int().min(1).max(100).default(DEFAULT_GROUP_LANES),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: LogLevel.default('info'),
  NODE_ENV: AppEnv.optional(),
  APP_ENV: AppEnv.optional(),
  TRUST_PROXY: TrustProxy.default(false),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'expected an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  TEST_FACILITIES: z.stringbool().default(false),
  MERCHANT_HEADER_OVERRIDE: z.stringbool().default(false),
  WEB_DIST: z.string().optional(),
  CONSOLE_DIST: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().max(64).default('lobby:'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  PAYLOAD_PRIVATE_KEY: PemPrivateKey.optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'expected at least 32 characters').optional(),
  VENDOR_WALLET_KEY: z.string().min(32, 'expected at least 32 characters').optional(),
  SANDBOX_DEPOSIT_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(1500),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(OWASP_ARGON2.memoryKib),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(100).default(OWASP_ARGON2.timeCost),
  RATE_LIMITS: RateLimitOverrides.optional(),
  SEED_DEMO_ACCOUNTS: z.stringbool().optional(),
  DEMO_CATALOGUE_GAMES: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DEMO_GAMES),
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1/8,::1')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((ranges) => ranges.every(isIpRange), 'expected a comma-separated list of addresses or CIDRs'),
  METRICS_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  STORAGE_S3_ENDPOINT: S3Endpoint.optional(),
  STORAGE_S3_BUCKET: S3Bucket.optional(),
  STORAGE_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'expected a region such as eu-west-1, us-east-1 or auto')
    .optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z.stringbool().optional(),
});

export interface Config {
  env: AppEnv;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  /** false, the number of proxy hops in front of the app, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Lower-cased name of a trusted header carrying the client's ISO country; read only when set. */
  countryHeader: string | undefined;
  testFacilities: boolean;
  /** Lets the x-merchant-code header pick the merchant; never in production. */
  merchantHeaderOverride: boolean;
  webDist: string;
  /** The built operator console, served under /console. */
  consoleDist: string;
  /** Prefix of every Redis key this deployment writes (rate limits). */
  redisKeyPrefix: string;
  /** SMS goes to this HTTP gateway when set; otherwise to the outbox table. */
  smsGateway: { url: string; token: string | undefined } | undefined;
  /** RSA private key (PEM) for encrypted bodies; generated once and kept in the database when absent. */
  payloadPrivateKey: string | undefined;
  /** HMAC key of the ALTCHA challenges; generated once and kept in the database when absent. */
  altchaHmacKey: string | undefined;
  /** Root of the game vendors' seamless-wallet keys; generated once and kept in the database when absent. */
  vendorWalletKey: string | undefined;
  /** How long the sandbox payment channel leaves a deposit pending before confirming it. */
  sandboxDepositDelayMs: number;
  /** Proof-of-work size of the ALTCHA challenges (the solver tries up to this many numbers). */
  altchaMaxNumber: number;
  argon2: { memoryKib: number; timeCost: number };
  rateLimits: RateLimitSettings;
  /** Creates the documented demo accounts with the demo merchant (default: everywhere but production). */
  seedDemoAccounts: boolean;
  /** Games in the generated demo catalogue, stored with the demo merchant into an empty games table. */
  demoCatalogueGames: number;
  /** Who may read /metrics: peers in these addresses/CIDRs, or callers with this bearer token. */
  metrics: { allow: string[]; token: string | undefined };
  /** On SIGTERM: how long readiness says 503 before the server stops listening, then how long requests in flight may take. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** Uploaded files go to this S3-compatible bucket when set; otherwise under DATA_DIR/storage. */
  s3Storage: S3Settings | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Validates the environment once at boot; empty variables count as unset. */
export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const vars = parsed.data;
  const appEnv = vars.APP_ENV ?? vars.NODE_ENV ?? 'development';

  if (appEnv === 'production' && vars.TEST_FACILITIES) {
    throw new ConfigError('TEST_FACILITIES must not be enabled in production (APP_ENV/NODE_ENV=production).');
  }
  if (appEnv === 'production' && vars.MERCHANT_HEADER_OVERRIDE) {
    throw new ConfigError(
      'MERCHANT_HEADER_OVERRIDE must not be enabled in production (APP_ENV/NODE_ENV=production).',
    );
  }

  if (
    appEnv === 'production' &&
    (vars.ARGON2_MEMORY_KIB < ARGON2_MIN_MEMORY_KIB ||
      vars.ARGON2_MEMORY_KIB * vars.ARGON2_TIME_COST < ARGON2_MIN_WORK)
  ) {
    throw new ConfigError(
      'ARGON2_MEMORY_KIB/ARGON2_TIME_COST are weaker than OWASP allows; production needs at least m=19456, t=2.',
    );
  }

  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: appEnv,
    host: vars.HOST,
    port: vars.PORT,
    dataDir,
    database: databaseTarget(vars, dataDir),
    redisUrl: vars.REDIS_URL,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    countryHeader: vars.COUNTRY_HEADER,
    testFacilities: vars.TEST_FACILITIES,
    merchantHeaderOverride: vars.MERCHANT_HEADER_OVERRIDE,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : DEFAULT_WEB_DIST,
    consoleDist: vars.CONSOLE_DIST ? path.resolve(vars.CONSOLE_DIST) : DEFAULT_CONSOLE_DIST,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    smsGateway: vars.SMS_GATEWAY_URL
      ? { url: vars.SMS_GATEWAY_URL, token: vars.SMS_GATEWAY_TOKEN }
      : undefined,
    payloadPrivateKey: vars.PAYLOAD_PRIVATE_KEY,
    altchaHmacKey: vars.ALTCHA_HMAC_KEY,
    altchaMaxNumber: vars.ALTCHA_MAX_NUMBER,
    vendorWalletKey: vars.VENDOR_WALLET_KEY,
    sandboxDepositDelayMs: vars.SANDBOX_DEPOSIT_DELAY_MS,
    argon2: { memoryKib: vars.ARGON2_MEMORY_KIB, timeCost: vars.ARGON2_TIME_COST },
    rateLimits: vars.RATE_LIMITS ?? DEFAULT_RATE_LIMITS,
    seedDemoAccounts: vars.SEED_DEMO_ACCOUNTS ?? appEnv !== 'production',
    demoCatalogueGames: vars.DEMO_CATALOGUE_GAMES,
    metrics: { allow: vars.METRICS_ALLOW, token: vars.METRICS_TOKEN },
    shutdown: { delayMs: vars.SHUTDOWN_DELAY_MS, timeoutMs: vars.SHUTDOWN_TIMEOUT_MS },
    s3Storage: s3Settings(vars),
  };
}

/** S3 storage when its variables are set; a partial set refuses to start rather than fall back to disk. */
function s3Settings(vars: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const {
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_REGION: region,
    STORAGE_S3_ACCESS_KEY_ID: accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey,
    STORAGE_S3_FORCE_PATH_STYLE: forcePathStyle,
  } = vars;
  if (endpoint && bucket && region && accessKeyId && secretAccessKey) {
    return {
      endpoint,
      bucket,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: forcePathStyle ?? false,
    };
  }
  const missing = S3_REQUIRED.filter((name) => vars[name] === undefined);
  if (missing.length === S3_REQUIRED.length && forcePathStyle === undefined) return undefined;
  throw new ConfigError(
    `S3 storage is partly configured: ${missing.join(', ')} missing (set all of ${S3_REQUIRED.join(', ')}, or none for local disk).`,
  );
}

function databaseTarget(vars: z.infer<typeof EnvSchema>, dataDir: string): DatabaseTarget {
  const url = vars.DATABASE_URL;
  if (url === undefined) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (url === MEMORY_DATABASE) return { kind: 'pglite-memory' };
  return { kind: 'postgres', url, poolSize: vars.DATABASE_POOL_SIZE, groupLanes: vars.DATABASE_GROUP_LANES };
}
