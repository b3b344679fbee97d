import { expect, it } from 'vitest';
import { formatMenuBalance } from './balance.ts';

const base = { currencySymbol: 'Rs', hidden: false, refreshing: false, locale: 'en' };

it('shows whole units with separators, a dash without a balance, asterisks while hidden or refreshing', () => {
  expect(formatMenuBalance({ ...base, amount: 1234567.89 })).toBe('Rs 1,234,567');
  expect(formatMenuBalance({ ...base, amount: undefined })).toBe('-');
  expect(formatMenuBalance({ ...base, amount: 10, hidden: true })).toBe('****');
  expect(formatMenuBalance({ ...base, amount: 10, refreshing: true })).toBe('****');
});
