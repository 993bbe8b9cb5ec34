import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_TAG,
  LOCALES,
  localePath,
  type Locale,
} from '@/lib/i18n/locales';
import { LOCALE_NATIVE_NAMES } from '@/lib/i18n/native-names';

/**
 * A site path without its locale prefix: '/ar/lp/x' → '/lp/x', '/tr' → '/'. English pages are
 * rendered as /en/... at build time (their public paths are rewritten there), so '/en/about'
 * is '/about' too.
 */
export function pathWithoutLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname || '/';
  return `/${rest.join('/')}`;
}

/** The same page in another language: '/ar/services/x' → '/tr/services/x', '/services/x'. */
export function samePageIn(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  return locale === DEFAULT_LOCALE ? bare : localePath(bare, locale);
}

export interface LanguageLink {
  locale: Locale;
  /** BCP 47 tag for the link's lang and hreflang. */
  tag: string;
  name: string;
  href: string;
  current: boolean;
}

/** The switcher's links, in the site's language order, the current one marked. */
export function languageLinks(pathname: string, current: Locale): LanguageLink[] {
  return LOCALES.map((locale) => ({
    locale,
    tag: LOCALE_TAG[locale],
    name: LOCALE_NATIVE_NAMES[locale],
    href: samePageIn(pathname, locale),
    current: locale === current,
  }));
}
