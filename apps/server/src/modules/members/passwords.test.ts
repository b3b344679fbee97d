import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2 } from '../../plugins/config.ts';
import { PasswordHasher, passwordProblem } from './passwords.ts';

describe('password rules', () => {
  it('need the minimum length (never below 8) and at most 128 characters', async () => {
    expect(await passwordProblem('seven77', 8)).toBe('password_too_short');
    expect(await passwordProblem('eight-ch', 8)).toBeUndefined();
    expect(await passwordProblem('eight-ch', 4)).toBeUndefined();
    expect(await passwordProblem('seven77', 4)).toBe('password_too_short');
    expect(await passwordProblem('eleven-char', 12)).toBe('password_too_short');
    expect(await passwordProblem('x'.repeat(128), 8)).toBeUndefined();
    expect(await passwordProblem('x'.repeat(129), 8)).toBe('password_too_long');
    // Characters, not UTF-16 units.
    expect(await passwordProblem('🔒🔒🔒🔒🔒🔒🔒🔒', 8)).toBeUndefined();
  });

  it('refuse the shipped common passwords whatever the case, with no composition rules', async () => {
    for (const common of ['password', 'PASSWORD1', 'Qwerty123', 'iloveyou', 'baseball']) {
      expect(await passwordProblem(common, 8), common).toBe('password_too_common');
    }
    expect(await passwordProblem('lowercase only words', 8)).toBeUndefined();
  });
});

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ memoryKib: 256, timeCost: 1 });

  it('hashes with argon2id and verifies the whole password', async () => {
    const long = `${'a'.repeat(100)}-end`;
    const hash = await hasher.hash(long);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await hasher.verify(hash, long)).toBe(true);
    expect(await hasher.verify(hash, `${'a'.repeat(100)}-enD`)).toBe(false);
    expect(await hasher.verify('not a hash', long)).toBe(false);
    expect(await hasher.verifyNothing(long)).toBe(false);
  });

  it('uses the OWASP cost by default config and tells when a hash needs the current cost', async () => {
    const owasp = new PasswordHasher(OWASP_ARGON2);
    const hash = await owasp.hash('some password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(owasp.needsRehash(hash)).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(true);
  });
});
