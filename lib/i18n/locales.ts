/**
 * The site's languages. English keeps the unprefixed paths; the others live under /{locale}/.
 * Shared by the middleware, the routes, the metadata and the language switcher.
 */
export const LOCALES = ['en', 'ar', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Locales other than English: their paths carry the prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl', tr: 'ltr' };

/** BCP 47 tags for Intl, hreflang and og:locale. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', ar: 'ar', tr: 'tr' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_AE', tr: 'tr_TR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a site path belongs to, and the path without its prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first))
    return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * A site path in a locale: '/contact' → '/ar/contact', '/' → '/ar'. Links to other sites,
 * anchors, API routes and files are returned as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/(api|_next|assets|brand-marks|icons)(\/|$)/.test(path)) return path;
  const { path: bare } = splitLocalePath(path);
  if (bare === '/' || bare.startsWith('/?') || bare.startsWith('/#'))
    return `/${locale}${bare.slice(1)}`;
  return `/${locale}${bare}`;
}
