/**
 * Encrypted request bodies (login, register, set password), as design.md describes: the JSON is sealed with
 * a fresh AES-256-GCM key, and that key is wrapped with the server's RSA-OAEP (SHA-256) public key and sent
 * in the ENCRYPTION_KEY_HEADER. Body: `{ "data": base64(iv ‖ ciphertext) }`. The sealed JSON is
 * `{ timestamp, nonce, payload }` (SealedPayload), so the server can refuse a captured body sent again.
 * WebCrypto only, so the browser, the server and the tests use this same module. Zod-free on purpose (the
 * web bundle imports it).
 */

export const ENCRYPTION_KEY_HEADER = 'x-encryption-key';
const IV_BYTES = 12;
/** Random bytes of a sealed body's nonce (128 bits). */
export const SEALED_NONCE_BYTES = 16;
/** The server refuses a sealed body whose timestamp is older than this (400 encryption_expired)… */
export const SEALED_MAX_AGE_MS = 2 * 60_000;
/** …or ahead of its clock by more than this. */
export const SEALED_MAX_AHEAD_MS = 30_000;

/** What is sealed: the request's JSON body with the time of sealing and a nonce used once. */
export interface SealedPayload {
  /** Milliseconds since the epoch, on the server's clock as far as the client knows it. */
  timestamp: number;
  /** SEALED_NONCE_BYTES random bytes, base64. */
  nonce: string;
  payload: unknown;
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export interface EncryptedRequest {
  body: { data: string };
  /** Value of the ENCRYPTION_KEY_HEADER header. */
  wrappedKey: string;
}

/** Imports the server's public key as published by `getEncryptionKey` (SPKI, base64). */
export const importPublicKey = (spkiBase64: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'wrapKey',
  ]);

/** Seals `payload` with the time `now` (default: this machine's clock) and a fresh nonce. */
export async function encryptPayload(
  publicKey: CryptoKey,
  payload: unknown,
  now: number = Date.now(),
): Promise<EncryptedRequest> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealedPayload: SealedPayload = {
    timestamp: now,
    nonce: toBase64(crypto.getRandomValues(new Uint8Array(SEALED_NONCE_BYTES))),
    payload,
  };
  const plaintext = new TextEncoder().encode(JSON.stringify(sealedPayload));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, IV_BYTES);
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' }));
  return { body: { data: toBase64(sealed) }, wrappedKey: toBase64(wrapped) };
}

/**
 * Server side: unwraps the key and opens the body; throws on any tampering. Answers the sealed JSON
 * (a SealedPayload from encryptPayload) unchecked: the caller validates it.
 */
export async function decryptPayload(
  privateKey: CryptoKey,
  wrappedKey: string,
  data: string,
): Promise<unknown> {
  const aesKey = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(wrappedKey),
    privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  const sealed = fromBase64(data);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES) },
    aesKey,
    sealed.subarray(IV_BYTES),
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
}
