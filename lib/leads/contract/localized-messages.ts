/**
 * The three lead forms' messages in a language, from the translation catalogs. Server only (it
 * reads every catalog): pages hand their locale's messages to the client forms as props, and the
 * API routes validate a lead with the messages of the locale it was posted with.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_PHONE_COUNTRY } from '@/lib/i18n/phone-countries';
import { localize } from '@/lib/i18n/localize';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { ENGLISH_CONTACT_FORM_TEXT, type ContactFormText } from '../contact-form-text';
import { buildContactSchema, CONTACT_MESSAGES, type ContactMessages } from './contact-schema';
import { LEAD_MODAL_MESSAGES, type LeadModalMessages } from './lead-modal-schema';
import { WIZARD_MESSAGES, type WizardMessages } from './wizard-schema';

export function contactMessagesFor(locale: Locale): ContactMessages {
  return localize(CONTACT_MESSAGES, locale);
}

export function wizardMessagesFor(locale: Locale): WizardMessages {
  return localize(WIZARD_MESSAGES, locale);
}

export function leadModalMessagesFor(locale: Locale): LeadModalMessages {
  return localize(LEAD_MODAL_MESSAGES, locale);
}

/**
 * The language a request's fields name; English when absent or unknown (the schema's own
 * `locale` field then rejects an unknown value with a 422, in English).
 */
export function requestLocale(fields: Record<string, unknown>): Locale {
  return isLocale(fields.locale) ? fields.locale : DEFAULT_LOCALE;
}

const contactSchemas = new Map<Locale, ReturnType<typeof buildContactSchema>>();

/** POST /api/contact's schema for a request: the rules of the form, in the lead's language. */
export async function contactSchemaFor(fields: Record<string, unknown>) {
  const locale = requestLocale(fields);
  let schema = contactSchemas.get(locale);
  if (!schema)
    contactSchemas.set(locale, (schema = buildContactSchema(contactMessagesFor(locale))));
  return schema;
}

/** The words of the contact form (ids, codes and the locale itself are not looked up). */
const CONTACT_FORM_WORDS = {
  copy: ENGLISH_CONTACT_FORM_TEXT.copy,
  roleOptions: ENGLISH_CONTACT_FORM_TEXT.roleOptions,
  heardFromOptions: ENGLISH_CONTACT_FORM_TEXT.heardFromOptions,
  healthCheck: ENGLISH_CONTACT_FORM_TEXT.healthCheck,
};

/** Every word of the contact form in the page's language (for the served and the live form). */
export function getContactFormText(locale: Locale = getRequestLocale()): ContactFormText {
  if (locale === DEFAULT_LOCALE) return ENGLISH_CONTACT_FORM_TEXT;
  const { copy, roleOptions, heardFromOptions, healthCheck } = localize(CONTACT_FORM_WORDS, locale);
  return {
    locale,
    defaultCountry: LOCALE_PHONE_COUNTRY[locale],
    copy,
    roleOptions,
    heardFromOptions,
    messages: contactMessagesFor(locale),
    healthCheck,
  };
}
