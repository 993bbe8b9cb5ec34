/**
 * The site's languages, as the registry lib/i18n/languages.ts lists them. English keeps the
 * unprefixed paths; the others live under /{locale}/. Shared by the middleware, the routes, the
 * metadata and the language switcher.
 */
import { LANGUAGES } from './languages';

export type Language = (typeof LANGUAGES)[number];
export type Locale = Language['code'];
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.code);
/** The registry's first language: unprefixed paths, the copy's own language. */
export const DEFAULT_LOCALE: Locale = LANGUAGES[0].code;
/** Locales other than the default: their paths carry the prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** One value per language, read from its registry entry. */
function perLocale<Value>(read: (language: Language) => Value): Record<Locale, Value> {
  return Object.fromEntries(LANGUAGES.map((language) => [language.code, read(language)])) as Record<
    Locale,
    Value
  >;
}

export const LOCALE_DIRECTION = perLocale((language) => language.direction);

/** BCP 47 tags for Intl, hreflang and og:locale. */
export const LOCALE_TAG = perLocale((language): string => language.tag);
export const OG_LOCALE = perLocale((language): string => language.ogLocale);
/** Each language's name in itself (the language switcher). */
export const LOCALE_NATIVE_NAMES = perLocale((language): string => language.nativeName);
/** How each language writes the copy's figures (lib/i18n/figures.ts). */
export const LOCALE_FIGURES = perLocale((language) => language.figures);
/** The face each language's letters need beyond Geist's Latin. */
export const LOCALE_SCRIPT = perLocale((language) => language.script);

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
