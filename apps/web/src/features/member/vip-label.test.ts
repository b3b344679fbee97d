import { expect, it } from 'vitest';
import { vipLabel } from './vip-label.ts';

const level = (value: string) => `VIP ${value}`;

it('shows level 0 for an empty label, a level for a number, and a named label as is', () => {
  expect(vipLabel('', level)).toBe('VIP 0');
  expect(vipLabel(undefined, level)).toBe('VIP 0');
  expect(vipLabel(' 3 ', level)).toBe('VIP 3');
  expect(vipLabel('VIP 1', level)).toBe('VIP 1');
  expect(vipLabel('Gold', level)).toBe('Gold');
});
