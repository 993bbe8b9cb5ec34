/**
 * The contact form's one schema: used by the client form through zodResolver and by POST
 * /api/contact to parse the request. The rules are written once; the messages are a parameter,
 * so the Arabic page's form and the server parsing an Arabic lead say the same things in Arabic
 * (the English messages are the required wording, word for word).
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';
import {
  hasOnlyAllowedPhoneChars,
  isValidMobileNumber,
  phoneCountryFor,
  toAsciiDigits,
  toCountryCode,
} from '@/lib/phone/phone-rules';
import { emailRule } from './email-rule';
import { localeField } from './locale-field';
import { CONTACT_MESSAGES, type ContactMessages } from './contact-messages';
import { CONTACT_HEARD_FROM_OPTIONS, CONTACT_ROLE_OPTIONS } from '@/content-fallback/contact-form';

// The messages have their own zod-free module, for the dialogs; the schema speaks them.
export { CONTACT_MESSAGES, type ContactMessages };

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
function missingOrInvalid(requiredMessage: string, invalidValue: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : invalidValue;
}

function requiredName(requiredMessage: string, messages: ContactMessages) {
  return z
    .string({ error: missingOrInvalid(requiredMessage, messages.invalidValue) })
    .trim()
    .min(2, requiredMessage)
    .max(TEXT_LIMITS.name, messages.maxName);
}

function optionalText(max: number, maxMessage: string, invalidValue: string) {
  return z.string({ error: invalidValue }).trim().max(max, maxMessage).optional();
}

/** Select fields: empty or unknown option → the field's "please select" message; non-string → 'Invalid value'. */
function requiredChoice<T extends string>(
  values: [T, ...T[]],
  requiredMessage: string,
  invalidValue: string,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || typeof issue.input === 'string'
        ? requiredMessage
        : invalidValue,
  });
}

/** Longest job slug an application names. */
const POSITION_MAX_LENGTH = 100;

/** The contact form's rules with the messages of one language (English by default). */
export function buildContactSchema(messages: ContactMessages = CONTACT_MESSAGES) {
  const invalid = messages.invalidValue;
  return z
    .object({
      firstName: requiredName(messages.firstNameRequired, messages),
      lastName: requiredName(messages.lastNameRequired, messages),
      email: emailRule({
        required: messages.emailRequired,
        invalid: messages.emailInvalid,
        tooLong: messages.maxEmail,
        notText: messages.invalidValue,
      }),
      phoneNumber: z
        .string({ error: missingOrInvalid(messages.phoneRequired, invalid) })
        .trim()
        // Digits typed on an Arabic or Persian keyboard are the same number (stored as ASCII).
        .overwrite(toAsciiDigits)
        .min(1, messages.phoneRequired)
        .refine(hasOnlyAllowedPhoneChars, messages.phoneInvalid),
      /**
       * ISO 3166 alpha-2, lowercase: the country a national number is validated for. Optional (not
       * a field of the original form): a '+…' number carries its own country; the browser form
       * always sends it.
       */
      phoneCountry: z
        .string({ error: messages.invalidValue })
        .trim()
        .toLowerCase()
        .refine(
          (country) => country === '' || toCountryCode(country) !== undefined,
          messages.invalidValue,
        )
        .transform((country) => (country === '' ? undefined : country))
        .optional(),
      companyName: optionalText(TEXT_LIMITS.company, messages.maxCompany, invalid),
      role: requiredChoice(ROLE_VALUES, messages.roleRequired, invalid),
      heardFrom: requiredChoice(HEARD_FROM_VALUES, messages.heardFromRequired, invalid),
      message: optionalText(TEXT_LIMITS.message, messages.maxMessage, invalid),
      consent: z
        .boolean({ error: missingOrInvalid(messages.consentRequired, invalid) })
        .refine((accepted) => accepted, messages.consentRequired),
      /** Honeypot: people leave it empty; the route drops submissions that fill it. */
      website: z.string({ error: messages.invalidValue }).optional(),
      /** The page's language: the lead's messages and the CRM's follow-up language. */
      locale: localeField,
      /** An application's open position: the job page's slug (its form sets it, never a visitor). */
      position: z
        .string({ error: invalid })
        .trim()
        .max(POSITION_MAX_LENGTH, invalid)
        .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, invalid)
        .transform((slug) => slug || undefined)
        .optional(),
    })
    .refine(
      (values) => {
        const country = phoneCountryFor(values.phoneNumber, values.phoneCountry);
        return country !== undefined && isValidMobileNumber(values.phoneNumber, country);
      },
      {
        message: messages.phoneInvalid,
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
}

/** The English contact schema (the default page's). */
export const contactFormSchema = buildContactSchema();

/** What the form edits (consent is a plain checkbox boolean until validated). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** A validated submission. */
export type ContactFormValues = z.output<typeof contactFormSchema>;
