/**
 * The webhook body of a /quote lead (LEAD_WEBHOOK_URL): the lead modal's snake_case shape, so one
 * receiver handles every lead, with source 'quote', what was asked (services, scope, timeline,
 * industry, intent) and the estimate the server computed from the current tables. Lists are JSON
 * text, as the modal's current_challenges.
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Estimate, QuoteScope, QuoteTimeline } from '@/lib/quote/estimate';
import { experimentFields } from './contact-webhook-payload';
import { commonFields, splitName, type LeadRequestContext } from './lead-webhook-payload';
import type { QuoteIntent, QuoteLeadValues } from './quote-lead-schema';

export interface QuoteWebhookPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  /** The industry id the estimate was asked for, '' for any. */
  industry: string;
  /** JSON text of the chosen service slugs, e.g. '["ai-development","automation"]'. */
  services: string;
  scope: QuoteScope;
  timeline: QuoteTimeline;
  /** send-estimate: the visitor wants it in writing; book-call: was sent on to the booking page. */
  intent: QuoteIntent;
  /** The estimate in whole US dollars and weeks; null when the tables had no band for a service. */
  estimate_min_usd: number | null;
  estimate_max_usd: number | null;
  estimate_min_weeks: number | null;
  estimate_max_weeks: number | null;
  /** JSON text of each service's own range: '[{"service":"ai-development","min_usd":15000,…}]'. */
  estimate_lines: string;
  /** One readable line for the CRM: the estimate and what it was for. */
  message: string;
  consent: true;
  source: 'quote';
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  submitted_at: string;
  user_agent: string;
  referrer: string;
  gclid: string;
  fbclid: string;
  landing_page: string;
  locale: Locale;
  experiment: string;
  variant: string;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 'Estimate: $15,000 – $30,000, 6–12 weeks. Services: AI Development. Scope: standard. …' */
export function quoteSummary(
  values: Pick<QuoteLeadValues, 'services' | 'scope' | 'timeline' | 'industry'>,
  estimate: Estimate | undefined,
  serviceTitle: (slug: string) => string,
): string {
  const figures = estimate
    ? `Estimate: ${usd.format(estimate.minUsd)} – ${usd.format(estimate.maxUsd)}, ${estimate.minWeeks}–${estimate.maxWeeks} weeks.`
    : 'Estimate: none (no price band for a chosen service).';
  return [
    figures,
    `Services: ${values.services.map(serviceTitle).join(', ')}.`,
    `Scope: ${values.scope}.`,
    `Timeline: ${values.timeline}.`,
    ...(values.industry ? [`Industry: ${values.industry}.`] : []),
  ].join(' ');
}

export function toQuoteWebhookPayload(
  values: QuoteLeadValues,
  estimate: Estimate | undefined,
  context: LeadRequestContext & { serviceTitle: (slug: string) => string },
): QuoteWebhookPayload {
  const { firstName, lastName } = splitName(values.name);
  return {
    first_name: firstName,
    last_name: lastName,
    email: values.email,
    phone: values.phone,
    company: values.company,
    industry: values.industry,
    services: JSON.stringify(values.services),
    scope: values.scope,
    timeline: values.timeline,
    intent: values.intent,
    estimate_min_usd: estimate?.minUsd ?? null,
    estimate_max_usd: estimate?.maxUsd ?? null,
    estimate_min_weeks: estimate?.minWeeks ?? null,
    estimate_max_weeks: estimate?.maxWeeks ?? null,
    estimate_lines: JSON.stringify(
      (estimate?.lines ?? []).map((line) => ({
        service: line.service,
        min_usd: line.minUsd,
        max_usd: line.maxUsd,
      })),
    ),
    message: quoteSummary(values, estimate, context.serviceTitle),
    consent: true,
    source: 'quote',
    // The modal's last fields (utm_*, submitted_at, user_agent, referrer, click ids, landing_page).
    ...commonFields(context),
    locale: values.locale ?? DEFAULT_LOCALE,
    ...experimentFields(context.experiment),
  };
}
