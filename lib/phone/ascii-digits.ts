/** Arabic-Indic (٠–٩, U+0660…) and Persian (۰–۹, U+06F0…) digits: Arabic and Persian keyboards type them. */
const EASTERN_ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Arabic-Indic and Persian digits as ASCII digits ('٠٥٠' → '050'); everything else unchanged. Kept
 * apart from the phone rules so the lead modal normalizes its phone without the phone metadata.
 */
export function toAsciiDigits(value: string): string {
  // Both blocks start at a code point ending in 0: the low four bits are the digit.
  return value.replace(EASTERN_ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}
