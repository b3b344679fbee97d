import { expect, it } from 'vitest';
import { formatBalance, formatMenuBalance, formatMoney } from './money-format.ts';

const base = { currencySymbol: 'Rs', hidden: false, refreshing: false };

it('the side menu shows whole units with separators, a dash without a balance, asterisks while hidden or refreshing', () => {
  expect(formatMenuBalance({ ...base, amount: 1234567.89 })).toBe('Rs 1,234,567');
  expect(formatMenuBalance({ ...base, amount: undefined })).toBe('-');
  expect(formatMenuBalance({ ...base, amount: 10, hidden: true })).toBe('****');
  expect(formatMenuBalance({ ...base, amount: 10, refreshing: true })).toBe('****');
});

it('elsewhere money has two decimals and thousands separators', () => {
  expect(formatMoney(1234.5)).toBe('1,234.50');
  expect(formatMoney(-0.1)).toBe('-0.10');
  expect(formatBalance({ ...base, amount: 1234567.891 })).toBe('Rs 1,234,567.89');
  expect(formatBalance({ ...base, amount: 5, hidden: true })).toBe('****');
  expect(formatBalance({ ...base, amount: 5, refreshing: true })).toBe('****');
  expect(formatBalance({ ...base, amount: undefined })).toBe('-');
});
