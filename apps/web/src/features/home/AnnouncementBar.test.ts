import { describe, expect, it } from 'vitest';
import { MARQUEE_FRAME_MS, marqueeOffset, noticePath } from './AnnouncementBar.tsx';

describe('announcement marquee', () => {
  it('draws at most 30 frames a second', () => {
    expect(1000 / MARQUEE_FRAME_MS).toBeGreaterThanOrEqual(30);
    expect(1000 / MARQUEE_FRAME_MS).toBeLessThan(31);
  });

  it('moves with the time passed and wraps after one copy of the titles', () => {
    expect(marqueeOffset(0, 1000, 500)).toBe(36);
    expect(marqueeOffset(490, 1000, 500)).toBe(26);
    expect(marqueeOffset(10, 0, 0)).toBe(0);
  });

  it('opens the notice screen at the tapped announcement', () => {
    expect(noticePath(3)).toBe('/m/notice?index=3');
  });
});
