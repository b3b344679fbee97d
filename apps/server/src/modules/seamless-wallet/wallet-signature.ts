import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_SKEW_MS } from '@lobby/contract';

/** A vendor's own key, derived from the deployment's root key so no per-vendor secret needs storing. */
export const vendorKey = (rootKey: string, vendor: string): string =>
  createHmac('sha256', rootKey).update(`vendor:${vendor}`).digest('hex');

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}` (contract: seamless-wallet.ts). */
export const signWalletRequest = (key: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');

/** True when the signature matches and the timestamp is within the allowed skew of `now`. */
export function verifyWalletSignature(
  key: string,
  timestamp: number,
  rawBody: string,
  signature: string,
  now: number,
): boolean {
  if (!Number.isSafeInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signWalletRequest(key, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
