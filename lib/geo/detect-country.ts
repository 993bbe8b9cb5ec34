import { documentCookies } from '@/lib/cookies';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { LOCALE_PHONE_COUNTRY } from '@/lib/i18n/phone-countries';
import { countryFromCookieString } from './country-cookie';

/** The default language's phone country: where a visitor the edge cannot place starts. */
export const FALLBACK_COUNTRY = LOCALE_PHONE_COUNTRY[DEFAULT_LOCALE];

export interface DetectCountryOptions {
  /** A `document.cookie` string; the browser's own by default. */
  cookies?: string;
  /** Only countries the phone selector offers count as detected. */
  isSupported?: (country: string) => boolean;
}

/**
 * The visitor's country for the phone selector: the country cookie middleware.ts wrote from the
 * edge's header, else 'us'. No network request: a lookup per page load cost every page a request
 * and, off Cloudflare, a console error (see docs/performance.md). Async so callers need not care
 * where it comes from.
 */
export async function detectCountry({
  cookies = documentCookies(),
  isSupported = () => true,
}: DetectCountryOptions = {}): Promise<string> {
  const country = countryFromCookieString(cookies);
  return country && isSupported(country) ? country : FALLBACK_COUNTRY;
}
