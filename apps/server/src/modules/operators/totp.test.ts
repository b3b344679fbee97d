import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII of "12345678901234567890"; 8-digit codes end so.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('answers the RFC test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP').subarray(0, 6).toString()).toBe('Hello!');
    expect(base32Encode(base32Decode('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('accepts a code of the neighbouring steps once, and no other', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, null)).toBeUndefined();
  });
});
