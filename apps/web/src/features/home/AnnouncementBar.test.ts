import { describe, expect, it } from 'vitest';
import { marqueeTiming, noticePath } from './AnnouncementBar.tsx';

describe('announcement marquee', () => {
  it('moves one copy of the titles at 36 px a second, in 30 steps a second', () => {
    expect(marqueeTiming(720)).toEqual({ seconds: 20, steps: 600 });
    expect(marqueeTiming(36)).toEqual({ seconds: 1, steps: 30 });
    expect(marqueeTiming(0).steps).toBe(1);
  });

  it('opens the notice screen at the tapped announcement', () => {
    expect(noticePath(3)).toBe('/m/notice?index=3');
  });
});
