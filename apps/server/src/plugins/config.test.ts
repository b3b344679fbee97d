import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits/limits.ts';

describe('loadConfig', () => {
  it('has working defaults: PGlite under DATA_DIR, no test facilities, development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('data'),
      database: { kind: 'pglite', dataDir: path.resolve('data', 'pglite') },
      logLevel: 'info',
      trustProxy: false,
      countryHeader: undefined,
      testFacilities: false,
      merchantHeaderOverride: false,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads the database target, proxy trust and country header', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite-memory' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/lobby' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/lobby',
      poolSize: 20,
      groupLanes: 2,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://u@db:5432/lobby',
        DATABASE_POOL_SIZE: '40',
        DATABASE_GROUP_LANES: '4',
      }).database,
    ).toMatchObject({ poolSize: 40, groupLanes: 4 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ COUNTRY_HEADER: 'CF-IPCountry' }).countryHeader).toBe('cf-ipcountry');
    expect(loadConfig({ APP_ENV: 'test', NODE_ENV: 'production' }).env).toBe('test');
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('trusts proxies by hop count or address, never the left-most forwarded address', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '2001:db8::/32,192.0.2.7' }).trustProxy).toEqual([
      '2001:db8::/32',
      '192.0.2.7',
    ]);
    for (const bad of ['yes', '11', '10.0.0.0/33', 'loopback, proxy.example', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TEST_FACILITIES: 'maybe' })).toThrow(/TEST_FACILITIES/);
  });

  it('refuses test facilities and the merchant header override in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_FACILITIES: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'production', TEST_FACILITIES: '1' })).toThrow(
      /TEST_FACILITIES must not be enabled in production/,
    );
    expect(() => loadConfig({ APP_ENV: 'production', MERCHANT_HEADER_OVERRIDE: 'true' })).toThrow(
      /MERCHANT_HEADER_OVERRIDE/,
    );
    expect(loadConfig({ APP_ENV: 'production', TEST_FACILITIES: 'false' }).testFacilities).toBe(false);
  });

  it('reads the accounts settings with safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smsGateway: undefined,
      payloadPrivateKey: undefined,
      altchaHmacKey: undefined,
      altchaMaxNumber: 100_000,
      argon2: { memoryKib: 19_456, timeCost: 2 },
      redisKeyPrefix: 'lobby:',
      seedDemoAccounts: true,
    });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ APP_ENV: 'production' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);

    const custom = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example.test/send',
      SMS_GATEWAY_TOKEN: 'tok',
      ALTCHA_HMAC_KEY: 'k'.repeat(32),
      ALTCHA_MAX_NUMBER: '5000',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME_COST: '3',
      RATE_LIMITS: '{"registrationsPerIp":{"limit":3},"smsPerIpDay":{"limit":50,"windowSeconds":86400}}',
    });
    expect(custom.smsGateway).toEqual({ url: 'https://sms.example.test/send', token: 'tok' });
    expect(custom.altchaHmacKey).toBe('k'.repeat(32));
    expect(custom.altchaMaxNumber).toBe(5000);
    expect(custom.argon2).toEqual({ memoryKib: 65_536, timeCost: 3 });
    expect(custom.rateLimits.registrationsPerIp).toEqual({ limit: 3, windowSeconds: 3600 });
    expect(custom.rateLimits.smsPerIpDay.limit).toBe(50);
    expect(custom.rateLimits.captchasPerIp).toEqual(DEFAULT_RATE_LIMITS.captchasPerIp);
  });

  it('reads the demo catalogue size: 640 games by default, 0 to 100,000', () => {
    expect(loadConfig({}).demoCatalogueGames).toBe(640);
    expect(loadConfig({ DEMO_CATALOGUE_GAMES: '10000' }).demoCatalogueGames).toBe(10_000);
    expect(loadConfig({ DEMO_CATALOGUE_GAMES: '0' }).demoCatalogueGames).toBe(0);
    expect(() => loadConfig({ DEMO_CATALOGUE_GAMES: '-1' })).toThrow(/DEMO_CATALOGUE_GAMES/);
    expect(() => loadConfig({ DEMO_CATALOGUE_GAMES: 'many' })).toThrow(/DEMO_CATALOGUE_GAMES/);
  });

  it('takes a PEM private key from the environment, also with escaped newlines', () => {
    const pem = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }).privateKey;
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: pem }).payloadPrivateKey).toBe(pem.trim());
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: pem.replaceAll('\n', '\\n') }).payloadPrivateKey).toBe(
      pem.trim(),
    );
    expect(() => loadConfig({ PAYLOAD_PRIVATE_KEY: 'not a key' })).toThrow(/PAYLOAD_PRIVATE_KEY/);
  });

  it('refuses bad accounts settings, and argon2 weaker than OWASP in production', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://sms' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => loadConfig({ RATE_LIMITS: '{not json' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: '{"registrationsPerIp":{"limit":0}}' })).toThrow(/RATE_LIMITS/);
    expect(loadConfig({ ARGON2_MEMORY_KIB: '256', ARGON2_TIME_COST: '1' }).argon2.memoryKib).toBe(256);
    expect(() => loadConfig({ APP_ENV: 'production', ARGON2_MEMORY_KIB: '4096' })).toThrow(/OWASP/);
    expect(
      loadConfig({ APP_ENV: 'production', ARGON2_MEMORY_KIB: '47104', ARGON2_TIME_COST: '1' }).argon2,
    ).toEqual({
      memoryKib: 47_104,
      timeCost: 1,
    });
  });

  describe('object storage', () => {
    const S3 = {
      STORAGE_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
      STORAGE_S3_BUCKET: 'lobby-uploads',
      STORAGE_S3_REGION: 'eu-west-1',
      STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      STORAGE_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    };

    it('is local disk by default, and an S3-compatible bucket when all its variables are set', () => {
      expect(loadConfig({}).s3Storage).toBeUndefined();
      expect(loadConfig(S3).s3Storage).toEqual({
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        bucket: 'lobby-uploads',
        region: 'eu-west-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        forcePathStyle: false,
      });
      const minio = loadConfig({
        ...S3,
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_REGION: 'us-east-1',
        STORAGE_S3_FORCE_PATH_STYLE: 'true',
      });
      expect(minio.s3Storage).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    });

    it('refuses a partial configuration, naming what is missing, rather than fall back to disk', () => {
      const { STORAGE_S3_SECRET_ACCESS_KEY: _secret, STORAGE_S3_REGION: _region, ...partial } = S3;
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(
        /S3 storage is partly configured: STORAGE_S3_REGION, STORAGE_S3_SECRET_ACCESS_KEY missing/,
      );
      expect(() => loadConfig({ STORAGE_S3_FORCE_PATH_STYLE: 'true' })).toThrow(/STORAGE_S3_ENDPOINT/);
      // Empty variables count as unset.
      expect(() => loadConfig({ ...S3, STORAGE_S3_ACCESS_KEY_ID: '' })).toThrow(
        /STORAGE_S3_ACCESS_KEY_ID missing/,
      );
    });

    it('refuses bad values by name, without repeating the secret', () => {
      for (const [name, value] of [
        ['STORAGE_S3_ENDPOINT', 'ftp://s3.example.test'],
        ['STORAGE_S3_ENDPOINT', 'https://s3.example.test/bucket'],
        ['STORAGE_S3_ENDPOINT', 'https://key:secret@s3.example.test'],
        ['STORAGE_S3_BUCKET', 'Lobby_Uploads'],
        ['STORAGE_S3_REGION', 'EU West'],
        ['STORAGE_S3_FORCE_PATH_STYLE', 'maybe'],
      ]) {
        const load = () => loadConfig({ ...S3, [name as string]: value });
        expect(load, value).toThrow(new RegExp(name as string));
        expect(load, value).not.toThrow(/wJalrXUtnFEMI/);
      }
    });
  });
});
