/**
 * The site's languages: the one registry. Each fact a language needs is one table here, keyed by
 * its code, and the compiler makes every table name every language; everything else derives from
 * these (routing, metadata, the language switcher, phone countries, figures, fonts, the rewrites in
 * next.config.mjs, the translation script, the SEO audit, Directus's languages, the tests).
 * Adding a language: docs/languages.md.
 *
 * A table per fact, not a row per language: the bundler keeps only the tables client code reads.
 * A list of rows is one value, so every chunk that read one fact carried them all (+0.5 kB gzip a
 * page, measured). The two tables only client islands read live in files of their own beside this
 * one, so they load with those islands alone: native-names.ts (the language switcher) and
 * phone-countries.ts (the forms' phone country); in this file they rode in the chunk every page
 * loads (+53 B gzip a page, measured).
 *
 * Plain data, no imports, erasable types only: next.config.mjs imports this file through
 * locale-rewrites.mjs with Node's own type stripping (lib/i18n/package.json: a module).
 */

/** The path prefixes and `lang` values (ISO 639-1). The first is the default language. */
export const LOCALES = ['en', 'ar', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
/**
 * Unprefixed paths, and the language the copy is written in: the first of LOCALES (a unit test
 * holds them equal), written out so the bundler inlines it.
 */
export const DEFAULT_LOCALE: Locale = 'en';
/** A language whose paths carry its prefix: every one but the default. */
export type PrefixedLocale = Exclude<Locale, (typeof LOCALES)[0]>;
export const PREFIXED_LOCALES: readonly PrefixedLocale[] = LOCALES.filter(
  (locale): locale is PrefixedLocale => locale !== DEFAULT_LOCALE,
);

export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl', tr: 'ltr' };

/** BCP 47 tags for Intl, hreflang and <html lang>. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', ar: 'ar', tr: 'tr' };
/** Open Graph's locale (language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_AE', tr: 'tr_TR' };

/** Each language's name in English, for editors (Directus's language tabs). */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'Arabic',
  tr: 'Turkish',
};

/**
 * How each language writes the copy's figures (lib/i18n/figures.ts): as written, the Turkish way
 * ('%85', '2.500', '7/24'), or isolated left to right inside right-to-left text.
 */
export const LOCALE_FIGURES: Record<Locale, 'as-written' | 'turkish' | 'isolated'> = {
  en: 'as-written',
  ar: 'isolated',
  tr: 'turkish',
};

/** The face each language's letters need beyond Geist's Latin (components/layout/site-fonts.tsx). */
export const LOCALE_SCRIPT: Record<Locale, 'latin' | 'arabic'> = {
  en: 'latin',
  ar: 'arabic',
  tr: 'latin',
};

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
