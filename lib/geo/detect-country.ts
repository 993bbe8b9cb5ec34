import { documentCookies } from '@/lib/cookies';
import { countryFromCookieString } from './country-cookie';

export const FALLBACK_COUNTRY = 'us';

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
