/**
 * Webhook bodies for leads from the 3-step modal and the wizard, built on the server from the
 * validated lead, the visit's attribution and the request headers.
 * The modal body is exactly the one the original site sent (listed in docs/leads.md). The
 * original wizard sent nothing: its body mirrors the modal's snake_case shape (same keys, blanks where the wizard asks
 * nothing) with source 'wizard' and a `services` field, so one receiver handles both.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { LeadExperiment } from '@/lib/experiments/lead-experiment';
import type { Attribution } from '../attribution-schema';
import { experimentFields, toWebhookAttributionFields } from './contact-webhook-payload';
import {
  buildLeadModalSchema,
  type LeadModalLead,
  type LeadModalMessages,
} from './lead-modal-schema';
import {
  buildWizardSchemas,
  wizardLeadSchema,
  type WizardLead,
  type WizardMessages,
} from './wizard-schema';
import {
  bundledLeadContext,
  labelLeadNeeds,
  WIZARD_GOAL_OPTIONS,
  type LeadContextOptions,
} from '@/content-fallback/lead-modal-options';

export interface LeadWebhookPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  company_size: string;
  industry: string;
  budget: string;
  timeline: string;
  primary_goal: string;
  /** JSON text of the chosen challenges and use cases, e.g. '["A","B"]'. */
  current_challenges: string;
  /** Copy of primary_goal. */
  message: string;
  consent: true;
  /** The modal's lead context: 'automation', 'ai-development' or the key of an editor's context. */
  page_context: string;
  source: 'contact_form';
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  submitted_at: string;
  user_agent: string;
  referrer: string;
  /** Added to the original site's fields so ad clicks are attributed in the CRM (first touch). */
  gclid: string;
  fbclid: string;
  /**
   * Modal leads: the landing page the lead was sent from, its permalink with the query it was
   * opened with (/lp/spring-offer?utm_source=google). Wizard leads, and a modal opened outside a
   * landing page: the visit's first page, path and query (first-touch attribution).
   */
  landing_page: string;
  /** The page's language the lead was sent from ('en' | 'ar' | 'tr'); values stay English ids. */
  locale: Locale;
  /** The campaign experiment the page was running (its original's slug), else ''. */
  experiment: string;
  /** The arm the visitor saw (a variant's slug, the original's for the original), else ''. */
  variant: string;
}

export interface WizardWebhookPayload extends Omit<LeadWebhookPayload, 'source'> {
  source: 'wizard';
  /** JSON text of the chosen service ids, like current_challenges. */
  services: string;
}

export interface LeadRequestContext {
  attribution?: Attribution;
  headers: Headers;
  submittedAt: Date;
  /** The experiment arm the visitor saw on the form's page (none when absent). */
  experiment?: LeadExperiment;
}

/** 'Ada King Lovelace' → ['Ada', 'King Lovelace']; a single word has an empty last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The original body's last fields (utm_*, submitted_at, user_agent, referrer), then gclid, fbclid,
 * landing_page.
 */
export function commonFields(context: LeadRequestContext) {
  const attribution = toWebhookAttributionFields(
    context.attribution,
    context.headers.get('referer'),
  );
  return {
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    submitted_at: context.submittedAt.toISOString(),
    user_agent: context.headers.get('user-agent') ?? '',
    referrer: attribution.referrer,
    gclid: attribution.gclid,
    fbclid: attribution.fbclid,
    landing_page: attribution.landing_page,
  };
}

export function toLeadWebhookPayload(
  lead: LeadModalLead,
  context: LeadRequestContext,
  /** The options of the lead's context (the server loaded them to validate the lead). */
  leadContext?: LeadContextOptions,
): LeadWebhookPayload {
  const { firstName, lastName } = splitName(lead.name);
  // The CRM gets the goal and needs in the visitor's words; the request carried their values.
  const labelled = labelLeadNeeds(lead, leadContext);
  const common = commonFields(context);
  return {
    first_name: firstName,
    last_name: lastName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    company_size: lead.companySize,
    industry: lead.industry,
    budget: lead.budget,
    timeline: lead.timeline,
    primary_goal: labelled.primaryGoal,
    current_challenges: JSON.stringify(labelled.currentChallenges),
    message: labelled.primaryGoal,
    consent: true,
    page_context: lead.pageContext,
    source: 'contact_form',
    ...common,
    landing_page: lead.landingPage || common.landing_page,
    locale: lead.locale ?? DEFAULT_LOCALE,
    ...experimentFields(context.experiment),
  };
}

export function toWizardWebhookPayload(
  lead: WizardLead,
  context: LeadRequestContext,
): WizardWebhookPayload {
  const { firstName, lastName } = splitName(lead.name);
  const goalLabel =
    WIZARD_GOAL_OPTIONS.find((option) => option.value === lead.primaryGoal)?.label ??
    lead.primaryGoal;
  return {
    first_name: firstName,
    last_name: lastName,
    email: lead.email,
    phone: '',
    company: lead.company,
    company_size: lead.companySize,
    industry: '',
    budget: '',
    timeline: lead.timeline,
    primary_goal: lead.primaryGoal,
    current_challenges: '[]',
    message: goalLabel,
    consent: true,
    page_context: '',
    source: 'wizard',
    services: JSON.stringify(lead.services),
    ...commonFields(context),
    locale: lead.locale ?? DEFAULT_LOCALE,
    ...experimentFields(context.experiment),
  };
}

/**
 * POST /api/leads form fields (the handler strips `attribution` and the `website` honeypot first):
 * the wizard's or the modal's lead, told apart by `source`.
 */
export function buildLeadEndpointSchema(
  resolve: (key: string) => LeadContextOptions | undefined,
  messages?: { wizard: WizardMessages; leadModal: LeadModalMessages },
) {
  const wizardLead = messages ? buildWizardSchemas(messages.wizard).lead : wizardLeadSchema;
  return z.discriminatedUnion('source', [
    wizardLead.extend({ source: z.literal('wizard') }),
    buildLeadModalSchema(resolve, messages?.leadModal).safeExtend({
      source: z.literal('lead-modal'),
    }),
  ]);
}

/** The endpoint's schema with the bundled lead contexts (the route loads the page's context). */
export const leadEndpointSchema = buildLeadEndpointSchema(bundledLeadContext);

export type LeadEndpointValues = z.infer<typeof leadEndpointSchema>;

export function toLeadEndpointWebhookPayload(
  values: LeadEndpointValues,
  context: LeadRequestContext,
  leadContext?: LeadContextOptions,
): LeadWebhookPayload | WizardWebhookPayload {
  // The mappers read only their own fields, so the extra `source` key is harmless.
  return values.source === 'wizard'
    ? toWizardWebhookPayload(values, context)
    : toLeadWebhookPayload(values, context, leadContext);
}
