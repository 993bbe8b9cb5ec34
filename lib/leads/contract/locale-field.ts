import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/** Said in English: a client that sends an unknown language cannot be answered in it. */
export const UNKNOWN_LOCALE_MESSAGE = `Unknown language: use ${LOCALES.join(', ')}`;

/**
 * The page's language a lead was sent from ('en' | 'ar' | 'tr'): optional, English when absent;
 * any other value is a 422, so a broken client is noticed instead of silently sent as English.
 */
export const localeField = z
  .enum(LOCALES, { error: UNKNOWN_LOCALE_MESSAGE })
  .optional()
  .default(DEFAULT_LOCALE);
