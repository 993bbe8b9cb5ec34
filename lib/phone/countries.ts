import { getCountries, getCountryCallingCode } from 'libphonenumber-js/mobile';
import { GEO } from '@/lib/constants';

export interface PhoneCountry {
  /** ISO 3166 alpha-2, lowercase ('gb'). */
  code: string;
  name: string;
  /** Without the plus ('44'). */
  callingCode: string;
}

/**
 * Every country the phone metadata knows, named in `locale` by Intl.DisplayNames, with the
 * spec's preferred countries (us, gb, ca, au, pk, in) first and the rest alphabetical.
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * The served contact form's country <option>s as one HTML string, `selected` on the chosen one.
 * Passed through dangerouslySetInnerHTML, the ~245 options cost the page one string in its RSC
 * payload and nothing to hydrate, instead of ~245 elements serialised and hydrated one by one.
 */
export function phoneCountryOptionsMarkup(selected: string, locale = 'en'): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
  return listPhoneCountries(locale)
    .map(
      (country) =>
        `<option value="${escape(country.code)}"${country.code === selected ? ' selected' : ''}>` +
        `${escape(`${country.name} (+${country.callingCode})`)}</option>`,
    )
    .join('');
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
