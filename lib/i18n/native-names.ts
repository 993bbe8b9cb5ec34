import type { Locale } from './locales';

/**
 * Each language by its own name, the same on every page (the language switcher): a visitor looks
 * for their language as they write it, not as the page's language calls it. A table of the
 * language registry (lib/i18n/locales.ts), in a file of its own so only the switcher's chunk
 * carries it.
 */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  tr: 'Türkçe',
};
