import type { Country } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { countryName, defaultCountry, searchCountries } from './dialing-code.ts';

const countries: Country[] = [
  { code: 'AS', name: 'American Samoa', dialingCode: '1' },
  { code: 'PK', name: 'Pakistan', dialingCode: '92' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'US', name: 'United States', dialingCode: '1' },
];

describe('default dialing code', () => {
  it('prefers the remembered dialing code', () => {
    expect(defaultCountry(countries, { dialingCode: '63', marketCountry: 'PK' })?.code).toBe('PH');
  });

  it('keeps the local country for a shared dialing code', () => {
    expect(defaultCountry(countries, { dialingCode: '1', marketCountry: 'US' })?.code).toBe('US');
    expect(defaultCountry(countries, { dialingCode: '+1' })?.code).toBe('AS');
  });

  it('falls back to the visitor’s country, then the merchant’s market country, then the first', () => {
    expect(defaultCountry(countries, { country: 'ph', marketCountry: 'PK' })?.code).toBe('PH');
    expect(defaultCountry(countries, { marketCountry: 'PK' })?.code).toBe('PK');
    expect(defaultCountry(countries, { marketCountry: null })?.code).toBe('AS');
    expect(defaultCountry([], {})).toBeUndefined();
  });
});

describe('country search', () => {
  const nameOf = (country: Country) => countryName(country, 'en');

  it('matches names, ISO codes and dialing codes', () => {
    expect(searchCountries(countries, 'pak', nameOf).map((c) => c.code)).toEqual(['PK']);
    expect(searchCountries(countries, '+6', nameOf).map((c) => c.code)).toEqual(['PH']);
    expect(searchCountries(countries, 'us', nameOf).map((c) => c.code)).toEqual(['US']);
    expect(searchCountries(countries, ' ', nameOf)).toHaveLength(4);
  });

  it('lists countries in the reader’s alphabetical order, with localised names', () => {
    const names: Record<string, string> = { AS: 'ساموآ', PK: 'پاکستان', PH: 'فلپائن', US: 'امریکہ' };
    const urdu = (country: Country) => names[country.code] ?? country.name;
    expect(searchCountries(countries, '', urdu, 'ur').map((c) => c.code)).toEqual(['US', 'PK', 'AS', 'PH']);
  });
});
