import localFont from 'next/font/local';

// Geist (the `geist` package's variable font) cut in two faces of one family
// (scripts/subset-font.sh): the basic face, ASCII and the site's punctuation, 18 kB, preloaded
// because it is on the first paint's critical path on a slow phone; and the rest of Latin-1, 10 kB,
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
  weight: '100 900',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Geist Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B7, U+00D7, U+2013-2014, U+2018-201E, U+2022, U+2026, U+20AC, U+2122, U+2190-2193, U+2212, U+2713',
    },
  ],
});
export const geistSansLatinExt = localFont({
  src: '../../app/fonts/geist-sans-latin-ext.woff2',
  weight: '100 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Geist Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00AD, U+00AF-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2032-2033',
    },
  ],
});
