import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../shared/tokens.ts';
import { base32Encode } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 50 random bits each, written `xxxxx-xxxxx` in lower-case base32. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

export const recoveryCodeHash = (code: string): string => sha256Hex(code.toLowerCase());
