import { createHash, createPrivateKey, createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { decryptPayload } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/** Names of the rows in server_secrets. */
export const SECRET_NAMES = {
  payloadPrivateKey: 'payload-rsa-private-key',
  altchaHmacKey: 'altcha-hmac-key',
  codeHmacKey: 'code-hmac-key',
  vendorWalletKey: 'vendor-wallet-key',
} as const;

const PAYLOAD_KEY_BITS = 3072;

/** A WebCrypto key as the contract's decryptPayload takes it. */
type PrivateCryptoKey = Parameters<typeof decryptPayload>[0];

export interface ServerSecrets {
  /** RSA-OAEP (SHA-256) private key that unwraps the AES key of encrypted bodies. */
  payloadPrivateKey: PrivateCryptoKey;
  /** The matching public key, SPKI DER in base64, as `getEncryptionKey` publishes it. */
  payloadPublicKey: string;
  /** First 16 hex digits of the SHA-256 of the public key: tells clients when the key changed. */
  payloadKeyId: string;
  altchaHmacKey: string;
  /** Keys the HMACs under which SMS codes and captcha answers are stored. */
  codeHmacKey: string;
  /**
   * The root of the game vendors' keys: a vendor signs seamless-wallet calls and launch URLs for a
   * merchant with HMAC-SHA256(vendorWalletKey, merchant and vendor code) (see vendorKey in seamless-wallet).
   */
  vendorWalletKey: string;
}

export interface SecretOverrides {
  payloadPrivateKey?: string | undefined;
  altchaHmacKey?: string | undefined;
  vendorWalletKey?: string | undefined;
}

/**
 * The stored value of `name`, created by `generate` on first use. Instances starting together race on
 * the insert; every one of them then reads the single value that won.
 */
async function storedSecret(db: Db, name: string, generate: () => Promise<string>): Promise<string> {
  const read = async () =>
    (
      await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
    )[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const created = await read();
  if (created === undefined) throw new Error(`server secret ${name} could not be stored`);
  return created;
}

const generatePayloadKey = async (): Promise<string> => {
  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: PAYLOAD_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return privateKey;
};

const generateHmacKey = async (): Promise<string> => randomBytes(32).toString('hex');

/** Imports a PEM private key for WebCrypto's RSA-OAEP unwrapKey, with its public half for publishing. */
export async function importPayloadKey(
  pem: string,
): Promise<Pick<ServerSecrets, 'payloadPrivateKey' | 'payloadPublicKey' | 'payloadKeyId'>> {
  const keyObject = createPrivateKey(pem);
  const pkcs8 = keyObject.export({ type: 'pkcs8', format: 'der' });
  const spki = createPublicKey(keyObject).export({ type: 'spki', format: 'der' });
  const payloadPrivateKey: PrivateCryptoKey = await crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array(pkcs8),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['unwrapKey'],
  );
  return {
    payloadPrivateKey,
    payloadPublicKey: spki.toString('base64'),
    payloadKeyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
  };
}

/** Secrets from the environment when given, else the ones stored in the database (created once). */
export async function loadServerSecrets(db: Db, overrides: SecretOverrides = {}): Promise<ServerSecrets> {
  const pem =
    overrides.payloadPrivateKey ??
    (await storedSecret(db, SECRET_NAMES.payloadPrivateKey, generatePayloadKey));
  const altchaHmacKey =
    overrides.altchaHmacKey ?? (await storedSecret(db, SECRET_NAMES.altchaHmacKey, generateHmacKey));
  const codeHmacKey = await storedSecret(db, SECRET_NAMES.codeHmacKey, generateHmacKey);
  const vendorWalletKey =
    overrides.vendorWalletKey ?? (await storedSecret(db, SECRET_NAMES.vendorWalletKey, generateHmacKey));
  return { ...(await importPayloadKey(pem)), altchaHmacKey, codeHmacKey, vendorWalletKey };
}
