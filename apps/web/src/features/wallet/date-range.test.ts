import { expect, it } from 'vitest';
import { presetRange, rangeProblem } from './date-range.ts';

const now = new Date(2026, 2, 1, 10, 30);

it('gives each preset in local calendar days, both ends included', () => {
  expect(presetRange('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
  expect(presetRange('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  expect(presetRange('last7', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  expect(presetRange('last30', now)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
});

it('refuses a reversed range and one longer than the maximum', () => {
  expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('order');
  expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-03-01' })).toBe('too_long');
  expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-03-01' })).toBeUndefined();
});
