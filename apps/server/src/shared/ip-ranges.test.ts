import { describe, expect, it } from 'vitest';
import { compileIpRanges, ipInList, isIpRange, normalizeIp } from './ip-ranges.ts';

describe('ip ranges', () => {
  it('matches IPv4 and IPv6 CIDRs and single addresses', () => {
    const list = compileIpRanges(['203.0.113.0/24', '2001:db8::/32', '198.51.100.7']);
    expect(ipInList(list, '203.0.113.200')).toBe(true);
    expect(ipInList(list, '203.0.114.1')).toBe(false);
    expect(ipInList(list, '2001:db8:1::5')).toBe(true);
    expect(ipInList(list, '2001:db9::1')).toBe(false);
    expect(ipInList(list, '198.51.100.7')).toBe(true);
    expect(ipInList(list, '198.51.100.8')).toBe(false);
  });

  it('treats IPv4-mapped IPv6 clients as IPv4', () => {
    expect(normalizeIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipInList(compileIpRanges(['203.0.113.0/24']), '::ffff:203.0.113.9')).toBe(true);
  });

  it('rejects what is not a range and never matches garbage', () => {
    for (const bad of ['', 'localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::/129', '1.2.3.4/x']) {
      expect(isIpRange(bad)).toBe(false);
    }
    expect(isIpRange('0.0.0.0/0')).toBe(true);
    expect(ipInList(compileIpRanges(['bogus', '0.0.0.0/0']), 'not-an-ip')).toBe(false);
  });
});
