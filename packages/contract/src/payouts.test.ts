import { describe, expect, it } from 'vitest';
import {
  maskPayoutNumber,
  normalisePayoutNumber,
  PAYOUT_NUMBER_PATTERNS,
  PayoutFee,
  withdrawalFeeMinor,
} from './payouts.ts';

describe('withdrawal fees', () => {
  it('adds the fixed part to the percentage rounded up to the minor unit', () => {
    expect(withdrawalFeeMinor(10_000, { fixedFee: 1, percentFee: 0 })).toBe(100);
    expect(withdrawalFeeMinor(10_050, { fixedFee: 0, percentFee: 1 })).toBe(101);
    expect(withdrawalFeeMinor(10_000, { fixedFee: 0.5, percentFee: 1.25 })).toBe(175);
    expect(withdrawalFeeMinor(12_345, { fixedFee: 0, percentFee: 0 })).toBe(0);
  });

  it('accepts percentages with at most two decimals, up to 50', () => {
    expect(PayoutFee.safeParse({ fixedFee: 0, percentFee: 1.25 }).success).toBe(true);
    expect(PayoutFee.safeParse({ fixedFee: 0, percentFee: 1.255 }).success).toBe(false);
    expect(PayoutFee.safeParse({ fixedFee: -1, percentFee: 0 }).success).toBe(false);
    expect(PayoutFee.safeParse({ fixedFee: 0, percentFee: 51 }).success).toBe(false);
  });
});

describe('payout account numbers', () => {
  it('are checked without spaces and dashes and shown as their last four', () => {
    const iban = normalisePayoutNumber('pk36 scbl-0000 0011 2345 6702');
    expect(iban).toBe('PK36SCBL0000001123456702');
    expect(PAYOUT_NUMBER_PATTERNS.bank_account.test(iban)).toBe(true);
    expect(PAYOUT_NUMBER_PATTERNS.e_wallet.test(normalisePayoutNumber('0300-1234567'))).toBe(true);
    expect(PAYOUT_NUMBER_PATTERNS.e_wallet.test('ABC1234567')).toBe(false);
    expect(PAYOUT_NUMBER_PATTERNS.bank_account.test('1234567')).toBe(false);
    expect(maskPayoutNumber(iban)).toBe('****6702');
  });
});
