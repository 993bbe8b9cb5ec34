/**
 * Every word of the contact form in one language, as one serialisable object: the server builds it
 * for the page's locale (lib/leads/contract/localized-messages.ts) for the served form; the browser
 * builds the same object for the live form from the dialog catalogs
 * (components/forms/contact-form-words.ts). Client code never imports the other languages;
 * English is the default the module already carries.
 */
import {
  CONTACT_FORM_COPY,
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_ROLE_OPTIONS,
  HEALTH_CHECK_COPY,
} from '@/content-fallback/contact-form';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { LOCALE_PHONE_COUNTRY } from '@/lib/i18n/phone-countries';
import { CONTACT_MESSAGES, type ContactMessages } from './contract/contact-messages';

type Words<T> = { readonly [Key in keyof T]: T[Key] extends string ? string : T[Key] };

export interface ContactChoiceOption {
  /** The stable id the schema accepts and the webhook carries (English in every language). */
  value: string;
  label: string;
}

export interface ContactFormText {
  locale: Locale;
  /** The phone country before the edge's country is known (the language's main market). */
  defaultCountry: string;
  copy: Words<typeof CONTACT_FORM_COPY>;
  roleOptions: readonly ContactChoiceOption[];
  heardFromOptions: readonly ContactChoiceOption[];
  messages: ContactMessages;
  /** The mobile 'Free Health Check' dialog around the form. */
  healthCheck: Words<typeof HEALTH_CHECK_COPY>;
}

export const ENGLISH_CONTACT_FORM_TEXT: ContactFormText = {
  locale: DEFAULT_LOCALE,
  defaultCountry: LOCALE_PHONE_COUNTRY[DEFAULT_LOCALE],
  copy: CONTACT_FORM_COPY,
  roleOptions: CONTACT_ROLE_OPTIONS,
  heardFromOptions: CONTACT_HEARD_FROM_OPTIONS,
  messages: CONTACT_MESSAGES,
  healthCheck: HEALTH_CHECK_COPY,
};
