import {
  API,
  ENCRYPTION_KEY_HEADER,
  type EncryptionKey as EncryptionKeySchema,
  encryptPayload,
  importPublicKey,
} from '@lobby/contract';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';

type EncryptionKey = Infer<typeof EncryptionKeySchema>;

export const fetchEncryptionKey = (): Promise<EncryptionKey> =>
  apiRequest<EncryptionKey>(API.getEncryptionKey.path);

let publicKey: Promise<CryptoKey> | undefined;

/** The server's public key, fetched once per page (again after a failure or a key change). */
function serverKey(refresh: boolean): Promise<CryptoKey> {
  if (refresh || !publicKey) {
    publicKey = fetchEncryptionKey().then((key) => importPublicKey(key.publicKey));
    publicKey.catch(() => {
      publicKey = undefined;
    });
  }
  return publicKey;
}

/**
 * Sends `payload` sealed as design.md describes (login, register, set password): AES-GCM body, key wrapped
 * with the server's RSA-OAEP key in the encryption header. A key the server no longer holds is fetched again once.
 */
export async function encryptedRequest<T>(
  operation: { method: 'POST' | 'PUT'; path: string },
  payload: unknown,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const { body, wrappedKey } = await encryptPayload(await serverKey(attempt > 0), payload);
    try {
      return await apiRequest<T>(operation.path, {
        method: operation.method,
        body,
        headers: { [ENCRYPTION_KEY_HEADER]: wrappedKey },
      });
    } catch (error) {
      if (attempt > 0 || !(error instanceof ApiError) || error.code !== 'encryption_invalid') throw error;
    }
  }
}

/** Tests start each case without a remembered key. */
export const forgetServerKey = (): void => {
  publicKey = undefined;
};
