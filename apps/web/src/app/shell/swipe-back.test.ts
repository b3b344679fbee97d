import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './swipe-back.ts';

const swipe = { startY: 300, endY: 310, viewportWidth: 390 };

describe('swipe back', () => {
  it('needs 100 px from the left edge in left-to-right layouts', () => {
    expect(isSwipeBack({ ...swipe, startX: 5, endX: 105, rtl: false })).toBe(true);
    expect(isSwipeBack({ ...swipe, startX: 5, endX: 99, rtl: false })).toBe(false);
    expect(isSwipeBack({ ...swipe, startX: 120, endX: 300, rtl: false })).toBe(false);
  });

  it('starts from the right edge in right-to-left layouts', () => {
    expect(isSwipeBack({ ...swipe, startX: 385, endX: 280, rtl: true })).toBe(true);
    expect(isSwipeBack({ ...swipe, startX: 5, endX: 105, rtl: true })).toBe(false);
  });

  it('ignores mostly vertical drags', () => {
    expect(
      isSwipeBack({ startX: 5, endX: 110, startY: 100, endY: 400, viewportWidth: 390, rtl: false }),
    ).toBe(false);
  });
});
