/**
 * The /quote form's one schema: what the estimate asks (services, scope, timeline, industry) and,
 * for its lead, who to send it to. The page parses its query with the estimate part; POST
 * /api/quote parses the lead with the whole. The known services and industries are parameters:
 * the route and the page load them through lib/content, so an editor's service is choosable.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { toAsciiDigits } from '@/lib/phone/ascii-digits';
import { QUOTE_SCOPES, QUOTE_TIMELINES } from '@/lib/quote/estimate';
import { emailRule } from './email-rule';
import { localeField } from './locale-field';

export const QUOTE_MESSAGES = {
  servicesRequired: 'Choose at least one service',
  servicesUnknown: 'Choose from the listed services',
  scopeRequired: 'Choose the size of your project',
  timelineRequired: 'Choose your timeline',
  industryUnknown: 'Choose an industry from the list',
  intentRequired: 'Choose whether to get the estimate or book a call',
  nameRequired: 'Your name is required',
  emailRequired: 'Business email is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Use digits, spaces, +, - and brackets only',
  consentRequired: 'Please accept the privacy policy',
  tooLong: 'Too long',
  invalidValue: 'Invalid value',
} as const;

/** The /quote form's messages in one language (QUOTE_MESSAGES's keys). */
export type QuoteMessages = { readonly [Key in keyof typeof QUOTE_MESSAGES]: string };

/** What the visitor asks for after seeing the estimate. */
export const QUOTE_INTENTS = ['send-estimate', 'book-call'] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

/** What the estimate part of the form may name: the site's services and industries. */
export interface QuoteChoices {
  services: readonly string[];
  industries: readonly string[];
}

/**
 * Services as a list, each once: checkboxes send `services` once per box (an array), the lead
 * form's hidden field sends them joined by commas (an urlencoded post keeps one value per name).
 */
function serviceList(value: unknown): unknown {
  const list =
    typeof value === 'string'
      ? value
          .split(',')
          .map((service) => service.trim())
          .filter(Boolean)
      : value;
  return Array.isArray(list) ? [...new Set(list)] : list;
}

/** The estimate's fields with the messages of one language. */
export function buildQuoteRequestSchema(choices: QuoteChoices, messages: QuoteMessages) {
  const known = new Set(choices.services);
  const industries = new Set(choices.industries);
  return z.object({
    services: z.preprocess(
      serviceList,
      z
        .array(z.string({ error: messages.servicesUnknown }), { error: messages.servicesRequired })
        .min(1, messages.servicesRequired)
        .max(choices.services.length, messages.servicesUnknown)
        .refine((services) => services.every((service) => known.has(service)), {
          message: messages.servicesUnknown,
        }),
    ),
    scope: z.enum(QUOTE_SCOPES, { error: messages.scopeRequired }),
    timeline: z.enum(QUOTE_TIMELINES, { error: messages.timelineRequired }),
    /** Optional ('' = any industry); one the site lists otherwise. */
    industry: z
      .string({ error: messages.invalidValue })
      .trim()
      .refine((industry) => industry === '' || industries.has(industry), messages.industryUnknown)
      .optional()
      .default(''),
  });
}

/** The whole /quote lead: the estimate's fields and the contact details. */
export function buildQuoteLeadSchema(choices: QuoteChoices, messages: QuoteMessages) {
  return buildQuoteRequestSchema(choices, messages).extend({
    intent: z.enum(QUOTE_INTENTS, { error: messages.intentRequired }),
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(TEXT_LIMITS.name, messages.tooLong),
    email: emailRule({
      required: messages.emailRequired,
      invalid: messages.emailInvalid,
      tooLong: messages.tooLong,
    }),
    company: z
      .string({ error: messages.invalidValue })
      .trim()
      .max(TEXT_LIMITS.company, messages.tooLong)
      .optional()
      .default(''),
    phone: z
      .string({ error: messages.invalidValue })
      .trim()
      // Digits typed on an Arabic or Persian keyboard are the same number (stored as ASCII).
      .overwrite(toAsciiDigits)
      .max(TEXT_LIMITS.leadModalPhone, messages.tooLong)
      .regex(/^[0-9+\-\s()]*$/, messages.phoneInvalid)
      .optional()
      .default(''),
    consent: z
      .boolean({ error: messages.consentRequired })
      .refine((accepted) => accepted, messages.consentRequired),
    /** Honeypot: people leave it empty; the route drops submissions that fill it. */
    website: z.string({ error: messages.invalidValue }).optional(),
    locale: localeField,
  });
}

export type QuoteRequestValues = z.infer<ReturnType<typeof buildQuoteRequestSchema>>;
export type QuoteLeadValues = z.infer<ReturnType<typeof buildQuoteLeadSchema>>;
