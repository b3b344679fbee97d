import type { Country } from '@lobby/contract';

export interface DialingCodeHints {
  /** A dialing code chosen before (remembered login). */
  dialingCode?: string | undefined;
  /** The visitor's country, when the status knows it and the merchant serves it. */
  country?: string | undefined;
  /** The merchant's home market. */
  marketCountry?: string | null | undefined;
}

/**
 * The country the dialing-code picker starts on: the remembered dialing code, else the visitor's country,
 * else the merchant's market country, else the first of the list. A dialing code shared by several
 * countries (+1, +7, +44, ...) keeps the visitor's or the market country where it matches.
 */
export function defaultCountry(countries: readonly Country[], hints: DialingCodeHints): Country | undefined {
  const byCode = (code: string | null | undefined) =>
    code ? countries.find((country) => country.code === code.toUpperCase()) : undefined;
  const local = byCode(hints.country) ?? byCode(hints.marketCountry);
  const dialingCode = hints.dialingCode?.replace(/^\+/, '');
  if (dialingCode) {
    if (local?.dialingCode === dialingCode) return local;
    const match = countries.find((country) => country.dialingCode === dialingCode);
    if (match) return match;
  }
  return local ?? countries[0];
}

/** The country's name in the reader's language where the browser knows it, else the server's English name. */
export function countryName(country: Country, languageTag: string): string {
  try {
    return (
      new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'none' }).of(country.code) ??
      country.name
    );
  } catch {
    return country.name;
  }
}

/**
 * Countries matching a search by (localised or English) name, ISO code or dialing code, in the alphabetical
 * order of the reader's language.
 */
export function searchCountries(
  countries: readonly Country[],
  query: string,
  nameOf: (country: Country) => string,
  languageTag = 'en',
): Country[] {
  const needle = query.trim().toLocaleLowerCase().replace(/^\+/, '');
  const collator = new Intl.Collator(languageTag);
  const byName = (a: Country, b: Country) => collator.compare(nameOf(a), nameOf(b));
  if (!needle) return [...countries].sort(byName);
  return countries
    .filter(
      (country) =>
        nameOf(country).toLocaleLowerCase().includes(needle) ||
        country.name.toLocaleLowerCase().includes(needle) ||
        country.code.toLowerCase() === needle ||
        country.dialingCode.startsWith(needle),
    )
    .sort(byName);
}
