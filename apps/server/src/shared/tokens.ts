import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored for a high-entropy token: its SHA-256 (hex). */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** What is stored for a low-entropy secret (SMS code, captcha answer): an HMAC under a server key. */
export const hmacHex = (key: string, value: string): string =>
  createHmac('sha256', key).update(value, 'utf8').digest('hex');

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
