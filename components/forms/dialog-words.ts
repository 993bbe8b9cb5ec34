/**
 * The lead dialogs' words in the page's language. The dialogs are client islands shared by every
 * page, so they learn the language from <html lang> and fetch that language's catalog chunk
 * (lib/content/dialog-catalogs/<locale>.ts) together with their own code: the DialogHost renders a
 * dialog only once both are here, so it never shows English first. English needs no catalog.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import type { DialogTranslator } from '@/lib/content/dialog-catalogs/translator';

const translatorLoaders: Record<
  Exclude<Locale, 'en'>,
  () => Promise<{ default: DialogTranslator }>
> = {
  ar: () => import('@/lib/content/dialog-catalogs/ar'),
  tr: () => import('@/lib/content/dialog-catalogs/tr'),
};

const loaded = new Map<Locale, DialogTranslator>();

/** The page's language, from <html lang> (the root layout sets it per locale). */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Fetches the page language's catalog once (nothing for English). */
export async function loadDialogWords(locale: Locale = pageLocale()): Promise<void> {
  if (locale === DEFAULT_LOCALE || loaded.has(locale)) return;
  const { default: translate } = await translatorLoaders[locale as Exclude<Locale, 'en'>]();
  loaded.set(locale, translate);
}

/**
 * `value` (bundled English copy, options or messages) in the page's language, by the same rules
 * as the server's localize(): option ids, links and figures stay as they are. English, or a
 * catalog not loaded yet, gives the value back.
 */
export function inPageLanguage<T>(value: T, locale: Locale = pageLocale()): T {
  const translate = loaded.get(locale);
  return translate ? translate(value) : value;
}
