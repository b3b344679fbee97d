import { randomBytes } from 'node:crypto';
import { AUTH_LIMITS, type ErrorCode } from '@lobby/contract';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

// The package declares its Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface Argon2Cost {
  memoryKib: number;
  timeCost: number;
}

/**
 * argon2id with the configured cost (OWASP: m=19456 KiB, t=2, p=1). The whole password is hashed,
 * whatever its length: nothing is truncated.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.timeCost,
      parallelism: 1,
    });
  }

  /** False for a wrong password and for a stored value that is no argon2 hash. */
  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends what a real verification spends and answers false: used when there is no account or no
   * password, so a wrong username takes as long as a wrong password.
   */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.dummy(), password);
    return false;
  }

  /** Makes the stand-in hash ahead of time, so the first unknown username costs no extra hashing. */
  async warmUp(): Promise<void> {
    await this.dummy();
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  /** Whether a stored hash was made with another cost than the current one (rehash after a login). */
  needsRehash(storedHash: string): boolean {
    try {
      const options = parseOptions(storedHash);
      return (
        options.algorithm !== ARGON2ID ||
        options.memoryCost !== this.cost.memoryKib ||
        options.timeCost !== this.cost.timeCost ||
        options.parallelism !== 1
      );
    } catch {
      return true;
    }
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

/** The shipped list of common passwords (zxcvbn-ts `passwords` dictionary), lower-cased, read once. */
export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

/**
 * The password rules: a length between the merchant's minimum (at least 8) and 128, and not a common
 * password (compared without regard to case). No composition rules.
 */
export async function passwordProblem(password: string, minLength: number): Promise<ErrorCode | undefined> {
  const length = lengthOf(password);
  if (length < Math.max(minLength, AUTH_LIMITS.passwordMinLength)) return 'password_too_short';
  if (length > AUTH_LIMITS.passwordMaxLength) return 'password_too_long';
  if ((await loadCommonPasswords()).has(password.toLowerCase())) return 'password_too_common';
  return undefined;
}
