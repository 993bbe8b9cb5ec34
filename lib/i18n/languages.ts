/**
 * The site's languages, one entry each. Everything else about a language derives from here
 * (lib/i18n/locales.ts and what reads it: routing, metadata, the language switcher, phone
 * countries, figures, fonts, the translation script, the SEO audit, the tests). Plain data with
 * no imports and erasable types only, so next.config.mjs (through locale-rewrites.mjs, with
 * Node's own type stripping) and the scripts read this file as it is. The first entry is the
 * default language: unprefixed paths, the copy's own language. Adding a language: docs/languages.md.
 */
export interface LanguageDefinition {
  /** The path prefix and `lang` value: an ISO 639-1 code. */
  code: string;
  direction: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl, hreflang and <html lang>. */
  tag: string;
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  /** The language's name in itself, for the language switcher. */
  nativeName: string;
  /** Its name in English, for editors (Directus's language tabs). */
  englishName: string;
  /** ISO 3166 alpha-2, lowercase: the phone country a form starts with when the edge cannot tell. */
  phoneCountry: string;
  /**
   * How figures in the copy are written (lib/i18n/figures.ts): as written, the Turkish way
   * ('%85', '2.500', '7/24'), or isolated left to right inside right-to-left text.
   */
  figures: 'as-written' | 'turkish' | 'isolated';
  /** The face its letters need beyond Geist's Latin (components/layout/site-fonts.tsx). */
  script: 'latin' | 'arabic';
}

export const LANGUAGES = [
  {
    code: 'en',
    direction: 'ltr',
    tag: 'en',
    ogLocale: 'en_US',
    nativeName: 'English',
    englishName: 'English',
    phoneCountry: 'us',
    figures: 'as-written',
    script: 'latin',
  },
  {
    code: 'ar',
    direction: 'rtl',
    tag: 'ar',
    ogLocale: 'ar_AE',
    nativeName: 'العربية',
    englishName: 'Arabic',
    // Arabic pages are sold into the UAE first.
    phoneCountry: 'ae',
    figures: 'isolated',
    script: 'arabic',
  },
  {
    code: 'tr',
    direction: 'ltr',
    tag: 'tr',
    ogLocale: 'tr_TR',
    nativeName: 'Türkçe',
    englishName: 'Turkish',
    phoneCountry: 'tr',
    figures: 'turkish',
    script: 'latin',
  },
] as const satisfies readonly LanguageDefinition[];
