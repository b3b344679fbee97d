import { generateKeyPairSync } from 'node:crypto';
import { decryptPayload, encryptPayload, importPublicKey } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { serverSecrets } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { loadServerSecrets } from './server-secrets.ts';

describe('server secrets', () => {
  it('are generated once, stored, and read back the same by every instance', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      const [first, second] = await Promise.all([
        loadServerSecrets(database.db),
        loadServerSecrets(database.db),
      ]);
      const third = await loadServerSecrets(database.db);
      for (const other of [second, third]) {
        expect(other.payloadPublicKey).toBe(first.payloadPublicKey);
        expect(other.altchaHmacKey).toBe(first.altchaHmacKey);
        expect(other.codeHmacKey).toBe(first.codeHmacKey);
        expect(other.vendorWalletKey).toBe(first.vendorWalletKey);
      }
      expect((await database.db.select().from(serverSecrets)).map((row) => row.name).sort()).toEqual([
        'altcha-hmac-key',
        'code-hmac-key',
        'payload-rsa-private-key',
        'vendor-wallet-key',
      ]);
      // The published key seals what the stored private key opens.
      const sealed = await encryptPayload(await importPublicKey(first.payloadPublicKey), { password: 'x' });
      await expect(
        decryptPayload(third.payloadPrivateKey, sealed.wrappedKey, sealed.body.data),
      ).resolves.toMatchObject({ payload: { password: 'x' } });
    } finally {
      await database.close();
    }
  }, 30_000);

  it('come from the environment when given', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      const pem = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      }).privateKey;
      const hmac = 'h'.repeat(40);
      const vendorKey = 'v'.repeat(40);
      const secrets = await loadServerSecrets(database.db, {
        payloadPrivateKey: pem,
        altchaHmacKey: hmac,
        vendorWalletKey: vendorKey,
      });
      expect(secrets.altchaHmacKey).toBe(hmac);
      expect(secrets.vendorWalletKey).toBe(vendorKey);
      const names = (await database.db.select().from(serverSecrets)).map((row) => row.name);
      expect(names).toEqual(['code-hmac-key']);
    } finally {
      await database.close();
    }
  });
});
