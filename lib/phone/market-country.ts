import { FALLBACK_COUNTRY } from '@/lib/geo/detect-country';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The phone country the contact form starts with when the edge could not tell the visitor's
 * country: the main market of the page's language (Arabic pages are sold into the UAE first,
 * Turkish pages into Turkey); English keeps the site's default.
 */
export const LOCALE_PHONE_COUNTRY: Record<Locale, string> = {
  en: FALLBACK_COUNTRY,
  ar: 'ae',
  tr: 'tr',
};
