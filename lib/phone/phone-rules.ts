/**
 * Phone rules of the contact form: only digits, plus, spaces and hyphens may be typed or pasted,
 * and the number must be a valid MOBILE number for the chosen country.
 *
 * The 'mobile' metadata is used on purpose: the default 'min' metadata cannot tell mobile
 * numbers from fixed lines. With it, `isValid()` is true only for numbers the plan marks as
 * mobile, including countries (like the US) whose plan does not separate the two.
 */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/mobile';
import { toAsciiDigits } from './ascii-digits';

export { toAsciiDigits };

/** Characters a visitor may type or paste into the phone field (after toAsciiDigits). */
const DISALLOWED_PHONE_CHARS = /[^\d+\s-]/g;
const ALLOWED_PHONE_VALUE = /^[\d+\s-]*$/;

/**
 * What the phone field keeps of a keystroke or a paste: digits (Arabic-Indic and Persian ones as
 * ASCII), plus, spaces and hyphens.
 */
export function sanitizePhoneInput(raw: string): string {
  return toAsciiDigits(raw).replace(DISALLOWED_PHONE_CHARS, '');
}

export function hasOnlyAllowedPhoneChars(value: string): boolean {
  return ALLOWED_PHONE_VALUE.test(value);
}

/** 'gb' → 'GB' when the library knows the country, else undefined. */
export function toCountryCode(country: string): CountryCode | undefined {
  const upper = country.trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

/** Digits after the UK trunk prefix/country code must be 10 for a 7… mobile. */
const UK_CALLING_CODE = '44';
const UK_MOBILE_CORE_DIGITS = 10;

function breaksUkMobileLength(phone: PhoneNumber): boolean {
  return (
    phone.countryCallingCode === UK_CALLING_CODE &&
    phone.nationalNumber.startsWith('7') &&
    phone.nationalNumber.length !== UK_MOBILE_CORE_DIGITS
  );
}

/**
 * Parses a typed number for the chosen country and returns it only if it is a valid mobile
 * number of that country's calling code (a +44 number is refused when 'us' is chosen).
 */
export function parseMobileNumber(value: string, country: string): PhoneNumber | undefined {
  const countryCode = toCountryCode(country);
  if (!countryCode || !hasOnlyAllowedPhoneChars(value)) return undefined;
  const phone = parsePhoneNumberFromString(value, countryCode);
  if (!phone || !phone.isValid()) return undefined;
  if (phone.countryCallingCode !== getCountryCallingCode(countryCode)) return undefined;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  if (breaksUkMobileLength(phone)) return undefined;
  return phone;
}

export function isValidMobileNumber(value: string, country: string): boolean {
  return parseMobileNumber(value, country) !== undefined;
}

/** E.164 form ('+447911123456') of a valid mobile number, else undefined. */
export function toE164(value: string, country: string): string | undefined {
  return parseMobileNumber(value, country)?.number;
}

/** A number written in international form ('+…') carries its own country. */
export function isInternationalNumber(value: string): boolean {
  return value.trim().startsWith('+');
}

/**
 * The country a contact number is validated for: its own for '+…' numbers, else the chosen
 * one. Undefined when neither says (the number is then invalid).
 */
export function phoneCountryFor(
  value: string,
  chosenCountry: string | undefined,
): string | undefined {
  if (isInternationalNumber(value)) {
    if (!hasOnlyAllowedPhoneChars(value)) return undefined;
    return parsePhoneNumberFromString(value)?.country?.toLowerCase();
  }
  return chosenCountry || undefined;
}
