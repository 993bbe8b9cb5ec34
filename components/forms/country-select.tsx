'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ContactFormText } from '@/lib/leads/contact-form-text';
import {
  CONTACT_LABEL_CLASS,
  COUNTRY_CONTROL_CLASS,
  COUNTRY_SEARCH_CLASS,
} from './contact-form-fields';
import {
  filterPhoneCountries,
  GEO,
  listPhoneCountries,
  type PhoneCountry,
} from '@/lib/phone/countries';

export interface CountrySelectProps {
  id: string;
  /** Lowercase ISO 3166 alpha-2. */
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  className?: string;
  /** The page's language: country names (Intl) and the picker's labels. */
  locale?: string;
  labels: Pick<ContactFormText['copy'], 'country' | 'countrySearch' | 'countrySearchPlaceholder'>;
}

const subscribeToNothing = () => () => {};

function describeCountry(country: PhoneCountry): string {
  return `${country.name} (+${country.callingCode})`;
}

/**
 * Phone country picker: a native <select> (keyboard, screen readers and mobile pickers for free)
 * with a search box that narrows its options after a 100 ms debounce. The chosen country always
 * stays among the options so filtering never changes the value behind the visitor's back.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  className = '',
  locale = 'en',
  labels,
}: CountrySelectProps) {
  // Built after hydration: the full list is not in the server HTML, and Node's and the browser's
  // Intl names cannot disagree during hydration.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const countries = useMemo(() => (hydrated ? listPhoneCountries(locale) : []), [hydrated, locale]);
  const [query, setQuery] = useState('');
  const [debouncedQuery, setDebouncedQuery] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setDebouncedQuery(query), GEO.countrySearchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [query]);

  const options = useMemo(() => {
    const matches = filterPhoneCountries(countries, debouncedQuery);
    if (matches.some((country) => country.code === value)) return matches;
    const selected = countries.find((country) => country.code === value);
    return selected ? [selected, ...matches] : matches;
  }, [countries, debouncedQuery, value]);

  const searchId = `${id}-search`;
  const upper = value.toUpperCase();

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      {/* The visible label heads the group, the select under it lines up with the phone field
          beside it; the search box under the select only narrows it, and takes the place (and
          height) of the served form's hint line, so the upgrade moves nothing below. */}
      <label htmlFor={id} className={CONTACT_LABEL_CLASS}>
        {labels.country}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="tel-country-code"
        className={COUNTRY_CONTROL_CLASS}
      >
        {options.length === 0 ? (
          <option value={value}>{upper}</option>
        ) : (
          options.map((country) => (
            <option key={country.code} value={country.code}>
              {describeCountry(country)}
            </option>
          ))
        )}
      </select>
      <label htmlFor={searchId} className="sr-only">
        {labels.countrySearch}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={labels.countrySearchPlaceholder}
        autoComplete="off"
        aria-controls={id}
        className={COUNTRY_SEARCH_CLASS}
      />
    </div>
  );
}
