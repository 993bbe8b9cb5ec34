import { readCookie } from '@/lib/cookies';
import { countryFromHeaders, normalizeCountryCode } from './country-header';

/**
 * The edge's country travels to the browser in this cookie, set by middleware.ts on page
 * navigations, so the phone selector needs no request of its own on page load.
 */
export const COUNTRY_COOKIE = 'octaacer-country';
/** Short-lived: a visitor who travels gets the new country within the hour. */
export const COUNTRY_COOKIE_MAX_AGE_S = 60 * 60;

/**
 * The cookie value the middleware should write for this request, or null when there is nothing
 * to say (no edge header) or the stored value is already right (no Set-Cookie on most requests).
 */
export function nextCountryCookie(
  headers: Headers,
  storedCookie: string | undefined,
): string | null {
  const country = countryFromHeaders(headers);
  if (country === null || normalizeCountryCode(storedCookie) === country) return null;
  return country;
}

/** The country in a `document.cookie` string, or null. */
export function countryFromCookieString(cookies: string): string | null {
  const value = readCookie(COUNTRY_COOKIE, cookies);
  return value === null ? null : normalizeCountryCode(value);
}
