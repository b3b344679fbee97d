import type { RegionRules } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { isRegionRestricted } from './client-access.ts';

const rules = (overrides: Partial<RegionRules>): RegionRules => ({
  allowedCountries: [],
  blockedCountries: [],
  allowedIpRanges: [],
  blockedIpRanges: [],
  ...overrides,
});

describe('region restriction', () => {
  it('lets everyone in when there are no rules', () => {
    expect(isRegionRestricted(rules({}), { ip: '203.0.113.1', country: 'KP' })).toBe(false);
  });

  it('blocks listed IP ranges and everything outside a non-empty allow list', () => {
    const blocked = rules({ blockedIpRanges: ['203.0.113.0/24', '2001:db8::/32'] });
    expect(isRegionRestricted(blocked, { ip: '203.0.113.9' })).toBe(true);
    expect(isRegionRestricted(blocked, { ip: '2001:db8::9' })).toBe(true);
    expect(isRegionRestricted(blocked, { ip: '198.51.100.1' })).toBe(false);

    const allowed = rules({ allowedIpRanges: ['10.0.0.0/8'] });
    expect(isRegionRestricted(allowed, { ip: '10.1.2.3' })).toBe(false);
    expect(isRegionRestricted(allowed, { ip: '11.1.2.3' })).toBe(true);
  });

  it('applies country rules only when the country is known', () => {
    const byCountry = rules({ allowedCountries: ['PH', 'TH'], blockedCountries: ['KP'] });
    expect(isRegionRestricted(byCountry, { ip: '1.1.1.1', country: 'PH' })).toBe(false);
    expect(isRegionRestricted(byCountry, { ip: '1.1.1.1', country: 'US' })).toBe(true);
    expect(isRegionRestricted(rules({ blockedCountries: ['KP'] }), { ip: '1.1.1.1', country: 'KP' })).toBe(
      true,
    );
    expect(isRegionRestricted(byCountry, { ip: '1.1.1.1' })).toBe(false);
  });
});
