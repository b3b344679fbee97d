import { decryptPayload, ENCRYPTION_KEY_HEADER } from '@lobby/contract';
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
    data: z
      .string()
      .max(65_536)
      .describe('base64 of the 12-byte IV followed by the AES-256-GCM ciphertext of the JSON body'),
  })
  .strict();

export const WrappedKeyHeader = z.object({
  [ENCRYPTION_KEY_HEADER]: z
    .string()
    .max(2048)
    .describe('The AES key, wrapped with the RSA-OAEP (SHA-256) public key of getEncryptionKey, base64'),
});

/**
 * Opens encrypted bodies (design.md, payload encryption) before the route's schema validates them: a plain
 * JSON body answers 400 encryption_required, one that cannot be opened 400 encryption_invalid.
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
      try {
        request.body = await decryptPayload(app.secrets.payloadPrivateKey, wrappedKey, sealed.data.data);
      } catch {
        throw new ApiError(400, 'encryption_invalid');
      }
    });
  },
  { name: 'encrypted-body', dependencies: ['secrets'] },
);
