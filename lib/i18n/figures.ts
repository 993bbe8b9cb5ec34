/**
 * Figures written into the copy ('85%', '$50K+', '$15K-60K', '2,500$') as each language writes
 * them. The copy keeps its figures as text, so they are set here, once, for every string the
 * bundled content shows (lib/i18n/localize):
 * - Turkish puts the percent sign first: '85%' reads '%85' ('%80'i', '%40-60'), and swaps the
 *   separators: '$2,500' reads '$2.500', '4.9/5' reads '4,9/5' (a version after an acronym,
 *   'WCAG 2.2', 'LTI 1.3', stays as it is); round the clock is '7/24', not '24/7'.
 * - Arabic reads right to left, and the Unicode bidi rules reorder a Latin amount in it: '$50K+'
 *   shows as '+$50K', a range's ends swap. Every amount that carries a currency sign, a unit
 *   letter (K, M, B), a '+' or a '%' is wrapped in a left-to-right isolate (U+2066 … U+2069), so
 *   it shows as written while the Arabic around it keeps its own order.
 */
import { LOCALE_FIGURES, type Locale } from './locales';

const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

const CURRENCY = '[$€£¥₺]';
/** '$50K', '2,500', '$1.5M', '2,500$'. */
const AMOUNT = `${CURRENCY}?\\d+(?:[.,]\\d+)*[KMBkmb]?${CURRENCY}?`;
/**
 * An amount or a range of amounts, with a trailing '+' or '%'; never glued to a letter or digit
 * (so 'n8n', 'GPT-4o', 'B2B' and 'Web3' are no figures), and never starting with a sign (a
 * leading '+' is a phone number's).
 */
const FIGURE = new RegExp(
  `(?<![\\p{L}\\p{N}.,])${AMOUNT}(?:\\s?[-–]\\s?${AMOUNT})?[+%]?(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Only digits and separators: a year, '24/7', '2-6' read the same way in both directions. */
const PLAIN_NUMBER = /^[\d.,\s\-–]+$/;

/** A figure with its percent sign after it: '85%', '40-60%', '12.5%'. */
const TRAILING_PERCENT = /(?<![\p{L}\p{N}.,%])(\d+(?:[.,]\d+)*(?:\s?[-–]\s?\d+(?:[.,]\d+)*)?)%/gu;

/** '2,500', '6,000+', '1,250,000': English thousands groups. */
const THOUSANDS = /(?<![\p{L}\p{N}.,])\d{1,3}(?:,\d{3})+(?![\p{N}]|[.,]\d)/gu;
/**
 * '4.9', '99.9', '5.2 s': one or two decimals (three would read as a Turkish thousands group, so
 * a second pass leaves '2.500' alone); not a version named after an acronym ('WCAG 2.2').
 */
const DECIMAL = /(?<![\p{L}\p{N}.,]|\b\p{Lu}{2,}\s)\d+\.\d{1,2}(?![\p{N}]|[.,]\d)/gu;

/** '24/7' reads '7/24' in Turkish (days first). */
const ROUND_THE_CLOCK = /(?<![\p{N}/])24\/7(?![\p{N}/])/gu;

/** Turkish separators: a dot between thousands, a comma before decimals. */
function turkishSeparators(text: string): string {
  return text
    .replace(DECIMAL, (figure) => figure.replace('.', ','))
    .replace(THOUSANDS, (figure) => figure.replace(/,/g, '.'));
}

/** Runs already isolated (or written by an editor with isolates) are left as they are. */
const ISOLATED_RUN = /(\u2066[^\u2069]*\u2069)/;

function isolateFigures(text: string): string {
  return text
    .split(ISOLATED_RUN)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(FIGURE, (figure) =>
            PLAIN_NUMBER.test(figure) ? figure : `${LTR_ISOLATE}${figure}${POP_ISOLATE}`,
          ),
    )
    .join('');
}

/** `text` with its figures written the way `locale` writes them; English is returned as it is. */
export function formatFigures(text: string, locale: Locale): string {
  if (!/\d/.test(text)) return text;
  switch (LOCALE_FIGURES[locale]) {
    case 'turkish':
      return turkishSeparators(
        text.replace(TRAILING_PERCENT, '%$1').replace(ROUND_THE_CLOCK, '7/24'),
      );
    case 'isolated':
      return isolateFigures(text);
    case 'as-written':
      return text;
  }
}

/** The text without the bidi isolates formatFigures adds (for places that lay text out alone). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
