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
/** How far the server's clock is ahead of this device's, learnt from an encryption_expired refusal. */
let serverClockOffsetMs = 0;

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
 * with the server's RSA-OAEP key in the encryption header, the time and a fresh nonce sealed with it. Once,
 * it seals again: with the key fetched anew when the server no longer holds the old one, or on the
 * server's clock when this device's clock is off by more than the server accepts.
 */
export async function encryptedRequest<T>(
  operation: { method: 'POST' | 'PUT'; path: string },
  payload: unknown,
): Promise<T> {
  let refreshKey = false;
  for (let attempt = 0; ; attempt++) {
    const key = await serverKey(refreshKey);
    const { body, wrappedKey } = await encryptPayload(key, payload, Date.now() + serverClockOffsetMs);
    try {
      return await apiRequest<T>(operation.path, {
        method: operation.method,
        body,
        headers: { [ENCRYPTION_KEY_HEADER]: wrappedKey },
      });
    } catch (error) {
      if (attempt > 0 || !(error instanceof ApiError)) throw error;
      const { serverTime } = error.details;
      refreshKey = error.code === 'encryption_invalid';
      if (error.code === 'encryption_expired' && serverTime !== undefined) {
        serverClockOffsetMs = serverTime - Date.now();
      } else if (!refreshKey) {
        throw error;
      }
    }
  }
}

/** Tests start each case without a remembered key or clock offset. */
export const forgetServerKey = (): void => {
  publicKey = undefined;
  serverClockOffsetMs = 0;
};
