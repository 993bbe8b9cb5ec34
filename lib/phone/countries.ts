import { getCountries, getCountryCallingCode } from 'libphonenumber-js/mobile';

/** The country picker: its search's debounce and the countries listed first. */
export const GEO = {
  countrySearchDebounceMs: 100,
  preferredCountries: ['us', 'gb', 'ca', 'au', 'pk', 'in'],
} as const;

export interface PhoneCountry {
  /** ISO 3166 alpha-2, lowercase ('gb'). */
  code: string;
  name: string;
  /** Without the plus ('44'). */
  callingCode: string;
}

/**
 * Every country the phone metadata knows, named in `locale` by Intl.DisplayNames, with the
 * preferred countries (us, gb, ca, au, pk, in) first and the rest alphabetical.
 */
export function listPhoneCountries(locale = 'en'): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = getCountries().map((upper) => ({
    code: upper.toLowerCase(),
    name: names.of(upper) ?? upper,
    callingCode: getCountryCallingCode(upper),
  }));
  const preferred: readonly string[] = GEO.preferredCountries;
  const rank = (code: string) => {
    const index = preferred.indexOf(code);
    return index === -1 ? preferred.length : index;
  };
  return countries.sort(
    (a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, locale),
  );
}

/**
 * The served contact form's countries: the preferred ones, plus the chosen one when it is
 * not among them (a post sent back for a fix). The full list (~245 countries, 10 kB of markup)
 * would be written into every page twice, in the HTML and in its RSC payload: 6.5 kB of a 37 kB
 * gzipped service page. It comes with the live form instead, which replaces the served one on the
 * visitor's first sign of intent. Without JavaScript, a number written with its country code
 * ('+49 …') needs no country (the phone hint says so).
 */
export function servedPhoneCountries(selected: string, locale = 'en'): PhoneCountry[] {
  const preferred: readonly string[] = GEO.preferredCountries;
  return listPhoneCountries(locale).filter(
    (country) => preferred.includes(country.code) || country.code === selected,
  );
}

/** Case-insensitive match on name, code or calling code ('+44', '44', 'united', 'gb'). */
export function filterPhoneCountries(
  countries: readonly PhoneCountry[],
  query: string,
): PhoneCountry[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return [...countries];
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.code === needle ||
      country.callingCode.startsWith(needle),
  );
}
