import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_SKEW_MS, WALLET_SIGNATURE_HEADERS } from '@lobby/contract';

/**
 * Keys already derived: every wallet call and game token needs one, and deriving it is an HMAC (decision
 * 0082). A call's merchant code is not verified before its key is derived, so the map is bounded: when full,
 * it starts afresh.
 */
const derivedKeys = new Map<string, string>();
const MAX_DERIVED_KEYS = 1_024;

/**
 * A merchant's key for one vendor (its account there), derived from the deployment's root key so no secret
 * needs storing: one merchant's key signs nothing for another merchant's players.
 */
export function vendorKey(rootKey: string, merchant: string, vendor: string): string {
  const account = `vendor:${merchant}:${vendor}`;
  const id = `${rootKey}\n${account}`;
  let key = derivedKeys.get(id);
  if (key === undefined) {
    key = createHmac('sha256', rootKey).update(account).digest('hex');
    if (derivedKeys.size >= MAX_DERIVED_KEYS) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return key;
}

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}` (contract: seamless-wallet.ts). */
export const signWalletRequest = (key: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');

export interface SignedCall {
  rootKey: string;
  merchant: string;
  vendor: string;
  timestamp: number;
  rawBody: string;
}

/** The signature headers of a seamless-wallet call, signed with the merchant's key for the vendor. */
export function signedWalletHeaders({ rootKey, merchant, vendor, timestamp, rawBody }: SignedCall) {
  return {
    [WALLET_SIGNATURE_HEADERS.vendor]: vendor,
    [WALLET_SIGNATURE_HEADERS.merchant]: merchant,
    [WALLET_SIGNATURE_HEADERS.timestamp]: String(timestamp),
    [WALLET_SIGNATURE_HEADERS.signature]: signWalletRequest(
      vendorKey(rootKey, merchant, vendor),
      timestamp,
      rawBody,
    ),
  };
}

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
