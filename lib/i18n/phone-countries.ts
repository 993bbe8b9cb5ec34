import type { Locale } from './locales';

/**
 * The phone country (ISO 3166 alpha-2, lowercase) a form starts with when the edge cannot tell the
 * visitor's: the main market of the page's language; Arabic pages are sold into the UAE first.
 * A table of the language registry (lib/i18n/locales.ts), in a file of its own so only the forms'
 * chunks carry it.
 */
export const LOCALE_PHONE_COUNTRY: Record<Locale, string> = { en: 'us', ar: 'ae', tr: 'tr' };
