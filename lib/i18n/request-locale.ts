import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The locale of the page being rendered, for server components deep in the tree. Layouts and
 * pages set it from their `locale` param (they render independently, so each does); React's
 * cache() keeps one value per request and per static render, so nothing reads headers and every
 * route stays static.
 */
const store = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  store().locale = locale;
}

export function getRequestLocale(): Locale {
  return store().locale;
}
