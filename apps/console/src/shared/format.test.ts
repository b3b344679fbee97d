import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('money format', () => {
  it('writes every amount as #,##0.00', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(-20)).toBe('-20.00');
    expect(formatMoney('1000000')).toBe('1,000,000.00');
    expect(formatMoney(0.005)).toBe('0.01');
  });
});
