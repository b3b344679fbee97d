import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT, DEMO_MERCHANT_CONFIG } from '../../demo/merchant.ts';
import { hostOf, MerchantDirectory } from './merchant-directory.ts';
import type { StoredMerchant } from './merchant-repository.ts';

const other: StoredMerchant = {
  code: 'other',
  domains: ['other.test'],
  isDefault: false,
  marketCountry: null,
  config: DEMO_MERCHANT_CONFIG,
};

function directory(rows: StoredMerchant[]) {
  let time = 0;
  let loads = 0;
  const merchants = new MerchantDirectory(
    async () => {
      loads += 1;
      return rows;
    },
    5_000,
    () => time,
  );
  return {
    merchants,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('MerchantDirectory', () => {
  it('reads the host without port, brackets, case or trailing dot', () => {
    expect(hostOf('Play.Example.COM:8080')).toBe('play.example.com');
    expect(hostOf('example.com.')).toBe('example.com');
    expect(hostOf('[::1]:3000')).toBe('::1');
    expect(hostOf('::1')).toBe('::1');
  });

  it('loads once per TTL, shares one load between concurrent requests, reloads after invalidate', async () => {
    const { merchants, loads, advance } = directory([DEMO_MERCHANT, other]);
    await Promise.all([merchants.resolve('other.test'), merchants.resolve('localhost')]);
    expect(loads()).toBe(1);
    advance(4_999);
    await merchants.resolve('other.test');
    expect(loads()).toBe(1);
    advance(1);
    await merchants.resolve('other.test');
    expect(loads()).toBe(2);
    merchants.invalidate();
    await merchants.resolve('other.test');
    expect(loads()).toBe(3);
  });

  it('refuses unknown merchants and fails loudly on a stored config the contract rejects', async () => {
    const { merchants } = directory([{ ...other, config: { name: 'broken' } }]);
    await expect(merchants.resolve('nowhere.test')).rejects.toMatchObject({ code: 'unknown_merchant' });
    await expect(merchants.resolve('other.test')).rejects.toThrow(/invalid/);
  });

  it('answers at once while fresh, and nothing when the directory must be read first', async () => {
    const { merchants, advance } = directory([DEMO_MERCHANT, other]);
    expect(merchants.resolveNow('other.test')).toBeUndefined();
    await merchants.resolve('other.test');
    expect(merchants.resolveNow('other.test')?.code).toBe('other');
    expect(merchants.resolveNow('other.test', DEMO_MERCHANT.code)?.code).toBe(DEMO_MERCHANT.code);
    expect(() => merchants.resolveNow('nowhere.test', 'missing')).toThrow(
      expect.objectContaining({ code: 'unknown_merchant' }),
    );
    advance(5_000);
    expect(merchants.resolveNow('other.test')).toBeUndefined();
    await merchants.resolve('other.test');
    merchants.invalidate();
    expect(merchants.resolveNow('other.test')).toBeUndefined();
  });
});
