/**
 * The contact form's one schema (spec 01 §3, §5): used by the client form through zodResolver
 * and by POST /api/contact to parse the request. Messages are the spec's, word for word.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/constants';
import {
  hasOnlyAllowedPhoneChars,
  isValidMobileNumber,
  phoneCountryFor,
  toCountryCode,
} from '@/lib/phone/phone-rules';
import { emailRule } from './email-rule';
import { CONTACT_HEARD_FROM_OPTIONS, CONTACT_ROLE_OPTIONS } from '@/content-fallback/contact-form';

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  maxName: `Maximum ${TEXT_LIMITS.name} characters allowed`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  maxEmail: `Maximum ${TEXT_LIMITS.email} characters allowed`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  maxCompany: `Maximum ${TEXT_LIMITS.company} characters allowed`,
  roleRequired: 'Please select your role',
  heardFromRequired: 'Please select how you heard about us',
  maxMessage: `Maximum ${TEXT_LIMITS.message} characters allowed`,
  consentRequired: 'Please accept the privacy policy',
  invalidValue: 'Invalid value',
  fixErrors: 'Please fix the errors before submitting',
  success: "Thank you! We'll get back to you soon.",
  failure: 'Something went wrong. Please try again.',
} as const;

// The choice lists (stable values, editable labels) live with the rest of the copy.
export { CONTACT_HEARD_FROM_OPTIONS, CONTACT_ROLE_OPTIONS };

export type ContactRole = (typeof CONTACT_ROLE_OPTIONS)[number]['value'];
export type ContactHeardFrom = (typeof CONTACT_HEARD_FROM_OPTIONS)[number]['value'];

const ROLE_VALUES = CONTACT_ROLE_OPTIONS.map((option) => option.value) as [
  ContactRole,
  ...ContactRole[],
];
const HEARD_FROM_VALUES = CONTACT_HEARD_FROM_OPTIONS.map((option) => option.value) as [
  ContactHeardFrom,
  ...ContactHeardFrom[],
];

/** A missing value reads as "required"; a value of the wrong type (number, object…) as 'Invalid value'. */
function missingOrInvalid(requiredMessage: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? requiredMessage
      : CONTACT_MESSAGES.invalidValue;
}

function requiredName(requiredMessage: string) {
  return z
    .string({ error: missingOrInvalid(requiredMessage) })
    .trim()
    .min(2, requiredMessage)
    .max(TEXT_LIMITS.name, CONTACT_MESSAGES.maxName);
}

function optionalText(max: number, maxMessage: string) {
  return z.string({ error: CONTACT_MESSAGES.invalidValue }).trim().max(max, maxMessage).optional();
}

/** Select fields: empty or unknown option → the field's "please select" message; non-string → 'Invalid value'. */
function requiredChoice<T extends string>(values: [T, ...T[]], requiredMessage: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || typeof issue.input === 'string'
        ? requiredMessage
        : CONTACT_MESSAGES.invalidValue,
  });
}

export const contactFormSchema = z
  .object({
    firstName: requiredName(CONTACT_MESSAGES.firstNameRequired),
    lastName: requiredName(CONTACT_MESSAGES.lastNameRequired),
    email: emailRule({
      required: CONTACT_MESSAGES.emailRequired,
      invalid: CONTACT_MESSAGES.emailInvalid,
      tooLong: CONTACT_MESSAGES.maxEmail,
      notText: CONTACT_MESSAGES.invalidValue,
    }),
    phoneNumber: z
      .string({ error: missingOrInvalid(CONTACT_MESSAGES.phoneRequired) })
      .trim()
      .min(1, CONTACT_MESSAGES.phoneRequired)
      .refine(hasOnlyAllowedPhoneChars, CONTACT_MESSAGES.phoneInvalid),
    /**
     * ISO 3166 alpha-2, lowercase: the country a national number is validated for. Optional (not
     * a spec field): a '+…' number carries its own country; the browser form always sends it.
     */
    phoneCountry: z
      .string({ error: CONTACT_MESSAGES.invalidValue })
      .trim()
      .toLowerCase()
      .refine(
        (country) => country === '' || toCountryCode(country) !== undefined,
        CONTACT_MESSAGES.invalidValue,
      )
      .transform((country) => (country === '' ? undefined : country))
      .optional(),
    companyName: optionalText(TEXT_LIMITS.company, CONTACT_MESSAGES.maxCompany),
    role: requiredChoice(ROLE_VALUES, CONTACT_MESSAGES.roleRequired),
    heardFrom: requiredChoice(HEARD_FROM_VALUES, CONTACT_MESSAGES.heardFromRequired),
    message: optionalText(TEXT_LIMITS.message, CONTACT_MESSAGES.maxMessage),
    consent: z
      .boolean({ error: missingOrInvalid(CONTACT_MESSAGES.consentRequired) })
      .refine((accepted) => accepted, CONTACT_MESSAGES.consentRequired),
    /** Honeypot: people leave it empty; the route drops submissions that fill it. */
    website: z.string({ error: CONTACT_MESSAGES.invalidValue }).optional(),
  })
  .refine(
    (values) => {
      const country = phoneCountryFor(values.phoneNumber, values.phoneCountry);
      return country !== undefined && isValidMobileNumber(values.phoneNumber, country);
    },
    {
      message: CONTACT_MESSAGES.phoneInvalid,
      path: ['phoneNumber'],
      // Run even while other fields (an unselected role…) are still invalid, so the phone error
      // shows on change; only skip when the phone itself is missing or already flagged.
      // (No check in this schema may use `abort: true`: an explicit abort disables `when`.)
      when: (payload) => {
        const value = payload.value as { phoneNumber?: unknown } | undefined;
        return (
          typeof value?.phoneNumber === 'string' &&
          value.phoneNumber.trim() !== '' &&
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'phoneNumber' || issue.path?.[0] === 'phoneCountry',
          )
        );
      },
    },
  );

/** What the form edits (consent is a plain checkbox boolean until validated). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** A validated submission. */
export type ContactFormValues = z.output<typeof contactFormSchema>;
