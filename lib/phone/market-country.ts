import { LANGUAGES } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The phone country the contact form starts with when the edge could not tell the visitor's
 * country: the main market of the page's language (lib/i18n/languages.ts: Arabic pages are sold
 * into the UAE first, Turkish pages into Turkey, English keeps the site's default).
 */
export const LOCALE_PHONE_COUNTRY = Object.fromEntries(
  LANGUAGES.map((language) => [language.code, language.phoneCountry]),
) as Record<Locale, string>;
