import { Country } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { COUNTRIES, isKnownDialingCode } from './countries.ts';

const app = useTestApp();

describe('GET /system/countries', () => {
  it('lists the shipped countries with their dialing codes', async () => {
    const response = await app().inject({ method: 'GET', url: api('/system/countries') });
    expect(response.statusCode).toBe(200);
    const countries = Country.array().parse(response.json().value);
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'PK', name: 'Pakistan', dialingCode: '92' });
    expect(countries).toContainEqual({ code: 'PH', name: 'Philippines', dialingCode: '63' });
    expect(countries).toContainEqual({ code: 'US', name: 'United States', dialingCode: '1' });
  });

  it('has one entry per ISO code, digits-only dialing codes', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((country) => /^\d{1,4}$/.test(country.dialingCode))).toBe(true);
    expect(isKnownDialingCode('92')).toBe(true);
    expect(isKnownDialingCode('999')).toBe(false);
  });
});
