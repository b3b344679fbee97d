import { describe, expect, it } from 'vitest';
import { encodeStatus, statusPage } from './system.ts';

describe('system status codes', () => {
  it('maintenance-first: 1 is maintenance, also when both apply; 2 is restricted only', () => {
    expect(encodeStatus({ maintenance: false, regionRestriction: false }, 'maintenance-first')).toBe(0);
    expect(encodeStatus({ maintenance: true, regionRestriction: false }, 'maintenance-first')).toBe(1);
    expect(encodeStatus({ maintenance: true, regionRestriction: true }, 'maintenance-first')).toBe(1);
    expect(encodeStatus({ maintenance: false, regionRestriction: true }, 'maintenance-first')).toBe(2);
  });

  it('restriction-first: 1 is the restricted page, 2 maintenance', () => {
    expect(encodeStatus({ maintenance: false, regionRestriction: true }, 'restriction-first')).toBe(1);
    expect(encodeStatus({ maintenance: true, regionRestriction: false }, 'restriction-first')).toBe(2);
    expect(encodeStatus({ maintenance: true, regionRestriction: true }, 'restriction-first')).toBe(1);
  });

  it('the web reads each code back to the page the server meant', () => {
    for (const reading of ['maintenance-first', 'restriction-first'] as const) {
      expect(statusPage(0, reading)).toBe('app');
      expect(
        statusPage(encodeStatus({ maintenance: true, regionRestriction: false }, reading), reading),
      ).toBe('maintenance');
      expect(
        statusPage(encodeStatus({ maintenance: false, regionRestriction: true }, reading), reading),
      ).toBe('restricted');
    }
  });
});
