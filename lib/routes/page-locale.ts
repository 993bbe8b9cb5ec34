import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/request-locale';
import { loadPageFacts } from '@/lib/content';

/** The `[locale]` segment every page and generateMetadata receives. */
export interface LocaleParams {
  locale: string;
}

/**
 * The page's locale from its params, set as the request locale before any content is read: a
 * page and its generateMetadata render apart from the root layout, so each sets it itself, and
 * loads the company facts its copy refers to.
 */
export async function enterPageLocale(params: Promise<LocaleParams>): Promise<Locale> {
  const { locale } = await params;
  const resolved = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setRequestLocale(resolved);
  await loadPageFacts();
  return resolved;
}
