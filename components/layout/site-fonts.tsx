import localFont from 'next/font/local';
import { preload } from 'react-dom';
import { LOCALE_SCRIPT, type Locale } from '@/lib/i18n/locales';

// Geist (the `geist` package's variable font) cut in two faces of one family
// (scripts/subset-font.sh): the basic face, ASCII, the site's punctuation and the Turkish
// letters, 14 kB, preloaded
// because it is on the first paint's critical path on a slow phone; and the rest of Latin-1, 8 kB,
// which a browser fetches only for a page that has one of its characters (an accent in a name an
// editor wrote). The ranges must match the script's; next/font needs them written out here.
// 'optional': a font that misses the first paint is not swapped in later, because the swap
// re-wraps the hero's lines and moves everything under them (CLS).
// Imported for its @font-face rules only: app/globals.css names the family in --font-sans,
// because with a custom font-family Turbopack's `variable` would still name the call's own
// hashed family.
// No metric-adjusted fallback: with 'optional' the page never swaps, so there is nothing to shift.
export const geistSansBasic = localFont({
  src: '../../app/fonts/geist-sans-basic.woff2',
  weight: '400 900',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Geist Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00C2, U+00C7, U+00CE, U+00D6-00D7, U+00DB-00DC, U+00E2, U+00E7, U+00EE, U+00F6, U+00FB-00FC, U+011E-011F, U+0130-0131, U+015E-015F, U+2013-2014, U+2018-201E, U+2022, U+2026, U+20AC, U+2122, U+2190-2193, U+2212, U+2713',
    },
  ],
});
export const geistSansLatinExt = localFont({
  src: '../../app/fonts/geist-sans-latin-ext.woff2',
  weight: '400 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Geist Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00AD, U+00AF-00B6, U+00B8-00C1, U+00C3-00C6, U+00C8-00CD, U+00CF-00D5, U+00D8-00DA, U+00DD-00E1, U+00E3-00E6, U+00E8-00ED, U+00EF-00F5, U+00F7-00FA, U+00FD-00FF, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2032-2033',
    },
  ],
});

/**
 * Noto Sans Arabic (variable, weights 400-900 in one file), cut by scripts/subset-font.sh into the
 * Arabic language's letters, marks, digits and punctuation (25 kB) and the rest of the Arabic
 * block (fetched only for a page that has one of those letters). Served from public/fonts under
 * content-hashed names, not through next/font: next/font preloads a face on every page of the
 * layout that imports it, and every language shares one layout, while this face is preloaded
 * on the Arabic pages only. English and Turkish pages carry neither the rule nor the preload,
 * and app/globals.css puts the family in the font stack of Arabic documents only.
 */
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';
export const ARABIC_FONT_FILES = [
  {
    url: '/fonts/noto-sans-arabic.7d7fa0ea9a.woff2',
    unicodeRange:
      'U+060C, U+061B, U+061F, U+0621-063A, U+0640-0655, U+0660-066D, U+0670, U+200C-200E',
    preload: true,
  },
  {
    url: '/fonts/noto-sans-arabic-ext.6d8c19b001.woff2',
    unicodeRange:
      'U+0600-060B, U+060D-061A, U+061C-061E, U+0620, U+063B-063F, U+0656-065F, U+066E-066F, U+0671-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFC',
    preload: false,
  },
] as const;

/**
 * The @font-face rules of the Arabic face. 'optional', like Geist's: with 'fallback' a face that
 * arrived more than 100 ms after the first layout was swapped in, re-wrapping the hero's Arabic
 * lines and moving the calls to action under them (Lighthouse mobile, devtools throttling: CLS
 * 0.16-0.18 whenever the first frame beat the font). Now a face that misses the first paint waits
 * for the next page; next.config.mjs lets browsers keep these content-named files for good, so the
 * next page has it without a request.
 */
export function arabicFontFaces(): string {
  return ARABIC_FONT_FILES.map(
    ({ url, unicodeRange }) =>
      `@font-face{font-family:'${ARABIC_FONT_FAMILY}';src:url(${url}) format('woff2');font-weight:400 900;font-style:normal;font-display:optional;unicode-range:${unicodeRange}}`,
  ).join('');
}

/** The fonts a page's language needs beyond Geist: the Arabic face, declared and preloaded. */
export function LocaleFonts({ locale }: { locale: Locale }) {
  if (LOCALE_SCRIPT[locale] !== 'arabic') return null;
  for (const file of ARABIC_FONT_FILES) {
    if (file.preload)
      preload(file.url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  // Hoisted into <head> by React, once per document.
  return (
    <style href="arabic-font-faces" precedence="default">
      {arabicFontFaces()}
    </style>
  );
}
