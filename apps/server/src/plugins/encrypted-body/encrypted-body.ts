import {
  decryptPayload,
  ENCRYPTION_KEY_HEADER,
  SEALED_MAX_AGE_MS,
  SEALED_MAX_AHEAD_MS,
  SEALED_NONCE_BYTES,
  text,
} from '@lobby/contract';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the body arrives sealed (`{data}` + ENCRYPTION_KEY_HEADER) and is opened before validation. */
    encryptedBody?: true;
  }
}

/** What an encrypted body looks like on the wire (and in the API document). */
export const SealedBody = z
  .object({
    data: text()
      .max(65_536)
      .describe('base64 of the 12-byte IV followed by the AES-256-GCM ciphertext of the JSON body'),
  })
  .strict();

export const WrappedKeyHeader = z.object({
  [ENCRYPTION_KEY_HEADER]: text()
    .max(2048)
    .describe('The AES key, wrapped with the RSA-OAEP (SHA-256) public key of getEncryptionKey, base64'),
});

/** What the ciphertext holds (contract: SealedPayload); the API document shows it with the route's body. */
export const SealedPayload = z.object({
  timestamp: z
    .number()
    .int()
    .nonnegative()
    .describe('Milliseconds since the epoch; refused when over 2 minutes old or 30 s ahead'),
  nonce: text()
    .max(128)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/)
    .refine((nonce) => Buffer.from(nonce, 'base64').length >= SEALED_NONCE_BYTES)
    .describe('At least 16 random bytes, base64; refused when seen before'),
  payload: z.unknown(),
});

/**
 * Opens encrypted bodies (design.md, payload encryption) before the route's schema validates them: a plain
 * JSON body answers 400 encryption_required, one that cannot be opened (or lacks its timestamp or nonce)
 * 400 encryption_invalid. Against replay: a timestamp more than SEALED_MAX_AGE_MS old or SEALED_MAX_AHEAD_MS
 * ahead of the server's clock answers 400 encryption_expired (with the server's time, so a client with a
 * wrong clock can correct it), and a nonce seen before 400 encryption_replayed; nonces are kept in the
 * single-use store, shared by every instance, until their timestamp is too old anyway.
 */
export const encryptedBodyPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.encryptedBody !== true) return;
      const wrappedKey = request.headers[ENCRYPTION_KEY_HEADER];
      const sealed = SealedBody.safeParse(request.body);
      if (typeof wrappedKey !== 'string' || wrappedKey.length > 2048 || !sealed.success) {
        throw new ApiError(400, 'encryption_required');
      }
      let opened: unknown;
      try {
        opened = await decryptPayload(app.secrets.payloadPrivateKey, wrappedKey, sealed.data.data);
      } catch {
        throw new ApiError(400, 'encryption_invalid');
      }
      const parsed = SealedPayload.safeParse(opened);
      if (!parsed.success) {
        throw new ApiError(400, 'encryption_invalid', { field: String(parsed.error.issues[0]?.path[0]) });
      }
      const { timestamp, nonce, payload } = parsed.data;
      const now = app.clock.now();
      if (timestamp < now - SEALED_MAX_AGE_MS || timestamp > now + SEALED_MAX_AHEAD_MS) {
        throw new ApiError(400, 'encryption_expired', { field: 'timestamp', serverTime: now });
      }
      if (!(await app.singleUse.use('sealed-body', nonce, timestamp + SEALED_MAX_AGE_MS))) {
        throw new ApiError(400, 'encryption_replayed', { field: 'nonce' });
      }
      request.body = payload;
    });
  },
  { name: 'encrypted-body', dependencies: ['secrets', 'single-use'] },
);
