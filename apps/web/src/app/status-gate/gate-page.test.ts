import { describe, expect, it } from 'vitest';
import { makeStatus } from '../../test/fixtures.ts';
import { gatePageFor } from './gate-page.ts';

describe('status gate decoding', () => {
  it('shows the app for status 0 in either reading', () => {
    expect(gatePageFor(makeStatus({}, { status: 0, statusReading: 'maintenance-first' }), false)).toBe('app');
    expect(gatePageFor(makeStatus({}, { status: 0, statusReading: 'restriction-first' }), false)).toBe('app');
  });

  it('maintenance-first: 1 is maintenance, 2 is region restricted', () => {
    expect(gatePageFor(makeStatus({}, { status: 1, statusReading: 'maintenance-first' }), false)).toBe(
      'maintenance',
    );
    expect(gatePageFor(makeStatus({}, { status: 2, statusReading: 'maintenance-first' }), false)).toBe(
      'restricted',
    );
  });

  it('restriction-first: 1 is the restricted page, 2 is maintenance', () => {
    expect(gatePageFor(makeStatus({}, { status: 1, statusReading: 'restriction-first' }), false)).toBe(
      'restricted',
    );
    expect(gatePageFor(makeStatus({}, { status: 2, statusReading: 'restriction-first' }), false)).toBe(
      'maintenance',
    );
  });

  it('without any status: loading, then the service-error page when the fetch failed', () => {
    expect(gatePageFor(undefined, false)).toBe('loading');
    expect(gatePageFor(undefined, true)).toBe('service-error');
  });

  it('a failed refresh keeps showing what the cached status says', () => {
    expect(gatePageFor(makeStatus(), true)).toBe('app');
  });
});
