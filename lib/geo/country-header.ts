/**
 * The visitor's country as the edge in front of the site reports it (no third-party lookup).
 * Checked in order: Cloudflare, Vercel, CloudFront, then a generic header a reverse proxy can set.
 */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'x-country-code',
] as const;

/** Cloudflare's "unknown" (XX) and "Tor" (T1) are not countries. */
const NOT_A_COUNTRY = new Set(['xx', 't1']);

/** Lowercase ISO 3166 alpha-2 from a raw header or cookie value, or null. */
export function normalizeCountryCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

export function countryFromHeaders(headers: Headers): string | null {
  for (const name of COUNTRY_HEADERS) {
    const country = normalizeCountryCode(headers.get(name));
    if (country) return country;
  }
  return null;
}
