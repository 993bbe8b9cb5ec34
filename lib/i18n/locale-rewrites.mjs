/**
 * English pages keep their unprefixed addresses and are served by the [locale] routes as 'en':
 * Next's own rewrites map /about to /en/about internally (a middleware rewrite would be answered
 * with a redirect loop when `next start` is bound to 127.0.0.1 or 0.0.0.0, Next 16.2.6+).
 * /ar/... and /tr/... match their routes as they are; API routes, Next's files and anything with
 * a file extension are left alone.
 */
// The registry's languages (read with Node's type stripping: next.config.mjs imports this file).
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from './locales.ts';

export const DEFAULT_LOCALE_CODE = DEFAULT_LOCALE;
export const PREFIXED_LOCALE_CODES = PREFIXED_LOCALES;

export function localeRewrites() {
  const reserved = [
    ...PREFIXED_LOCALE_CODES,
    DEFAULT_LOCALE_CODE,
    'api',
    '_next',
    'brand-marks',
    'icons',
  ]
    .map((segment) => `${segment}(?:/|$)`)
    .join('|');
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE_CODE}` },
    {
      source: `/:path((?!${reserved})(?!.*\\.[\\w]+$).+)`,
      destination: `/${DEFAULT_LOCALE_CODE}/:path`,
    },
  ];
}
