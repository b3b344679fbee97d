import { describe, expect, it } from 'vitest';
import { dockedBox, overlaps } from './use-keep-clear.ts';

describe('overlaps', () => {
  const row = { left: 12, right: 378, top: 700, bottom: 850 };

  it('is true for any shared area, false for boxes that only touch', () => {
    expect(overlaps({ left: 346, right: 390, top: 680, bottom: 724 }, row)).toBe(true);
    expect(overlaps({ left: 346, right: 390, top: 656, bottom: 700 }, row)).toBe(false);
    expect(overlaps({ left: 378, right: 422, top: 700, bottom: 744 }, row)).toBe(false);
  });
});

describe('dockedBox', () => {
  it('stands at the inline-end edge whatever slide the drawn box has, mirrored in right-to-left', () => {
    const tucked = { left: 402, right: 446, top: 724, bottom: 768 };
    expect(dockedBox(tucked, 390, false)).toEqual({ left: 346, right: 390, top: 724, bottom: 768 });
    expect(dockedBox(tucked, 390, true)).toEqual({ left: 0, right: 44, top: 724, bottom: 768 });
  });
});
