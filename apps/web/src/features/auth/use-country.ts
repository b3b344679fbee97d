import type { Country } from '@lobby/contract';
import { useState } from 'react';
import { useSystemStatus } from '../../shared/system-status.ts';
import { useSystemCountries } from './api/get-system-countries.ts';
import { defaultCountry } from './dialing-code.ts';

/**
 * The country (dialing code) of a mobile field: the player's choice, else the default of the remembered
 * dialing code, the visitor's country (unless the merchant restricts it) or the merchant's market country.
 */
export function useCountry(
  rememberedDialingCode?: string,
  enabled = true,
): {
  countries: Country[];
  country: Country | undefined;
  setCountry: (country: Country) => void;
} {
  const countries = useSystemCountries(enabled) ?? [];
  const status = useSystemStatus();
  const [chosen, setCountry] = useState<Country>();
  const country =
    chosen ??
    defaultCountry(countries, {
      dialingCode: rememberedDialingCode,
      country: status.regionRestriction ? undefined : status.location.country,
      marketCountry: status.info.marketCountry,
    });
  return { countries, country, setCountry };
}
