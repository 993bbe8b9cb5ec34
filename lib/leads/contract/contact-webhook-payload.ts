import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { phoneCountryFor, toE164 } from '@/lib/phone/phone-rules';
import type { LeadExperiment } from '@/lib/experiments/lead-experiment';
import type { Attribution } from '../attribution-schema';
import type { ContactFormValues } from './contact-schema';

/** Marketing attribution every webhook body carries (first touch of the visit, as stored). */
export interface WebhookAttributionFields {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  gclid: string;
  fbclid: string;
  /** Path and query of the visit's first page, e.g. '/lp/ai-development?utm_source=google'. */
  landing_page: string;
  /** The visit's external referrer, else the page the form was sent from. */
  referrer: string;
}

/** Blank strings where the visit had no value, so the CRM sees the same keys on every lead. */
export function toWebhookAttributionFields(
  attribution: Attribution | undefined,
  refererHeader: string | null,
): WebhookAttributionFields {
  return {
    utm_source: attribution?.utm_source ?? '',
    utm_medium: attribution?.utm_medium ?? '',
    utm_campaign: attribution?.utm_campaign ?? '',
    utm_term: attribution?.utm_term ?? '',
    utm_content: attribution?.utm_content ?? '',
    gclid: attribution?.gclid ?? '',
    fbclid: attribution?.fbclid ?? '',
    landing_page: attribution?.landing_path ?? '',
    referrer: attribution?.referrer ?? refererHeader ?? '',
  };
}

/**
 * The JSON body POSTed to {host}/webhook/contact-form: the contact form's fields and submittedAt,
 * exactly and in a fixed order (docs/leads.md), then the page's language and the attribution.
 */
export interface ContactWebhookPayload extends WebhookAttributionFields, LeadExperiment {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. '+447911123456'. */
  phoneNumber: string;
  companyName: string;
  role: ContactFormValues['role'];
  heardFrom: ContactFormValues['heardFrom'];
  message: string;
  consent: boolean;
  /** ISO 8601 time the server received the submission. */
  submittedAt: string;
  /** The page's language the lead was sent from ('en' | 'ar' | 'tr'); role/heardFrom stay ids. */
  locale: Locale;
  /** The open position (its job page's slug) an application is for; '' for any other message. */
  position: string;
}

export interface ContactPayloadContext {
  submittedAt: Date;
  attribution?: Attribution;
  /** The request's Referer header (the page the form was sent from). */
  referer?: string | null;
  /** The experiment arm the visitor saw on the form's page (none when absent). */
  experiment?: LeadExperiment;
}

/** Both bodies' last fields: the campaign experiment and the arm the lead came from, else ''. */
export function experimentFields(experiment: LeadExperiment | undefined): LeadExperiment {
  return { experiment: experiment?.experiment ?? '', variant: experiment?.variant ?? '' };
}

export function toContactWebhookPayload(
  values: ContactFormValues,
  { submittedAt, attribution, referer = null, experiment }: ContactPayloadContext,
): ContactWebhookPayload {
  const country = phoneCountryFor(values.phoneNumber, values.phoneCountry);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    // The schema already proved the number valid; the fallback only guards unvalidated callers.
    phoneNumber: (country && toE164(values.phoneNumber, country)) || values.phoneNumber,
    companyName: values.companyName ?? '',
    role: values.role,
    heardFrom: values.heardFrom,
    message: values.message ?? '',
    consent: values.consent,
    submittedAt: submittedAt.toISOString(),
    locale: values.locale ?? DEFAULT_LOCALE,
    position: values.position ?? '',
    ...toWebhookAttributionFields(attribution, referer),
    ...experimentFields(experiment),
  };
}
