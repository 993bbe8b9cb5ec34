/**
 * The booking page opened after a lead: name, email and a1 (formatted notes) prefill the
 * scheduler's form; utm_* tag the booking with its source.
 */
import type { LeadPageContext } from '@/lib/dialogs';
import {
  LEAD_BUDGET_OPTIONS,
  LEAD_COMPANY_SIZE_OPTIONS,
  LEAD_INDUSTRY_OPTIONS,
  LEAD_TIMELINE_OPTIONS,
  labelLeadNeeds,
  type ChoiceOption,
  type LeadContextOptions,
  type LeadIndustry,
} from '@/content-fallback/lead-modal-options';

export interface SchedulerLead {
  name: string;
  email: string;
  phone?: string;
  company: string;
  companySize: string;
  industry: LeadIndustry;
  timeline: string;
  budget?: string;
  primaryGoal: string;
  currentChallenges: readonly string[];
  pageContext: LeadPageContext;
  /** The options the modal offered (its page's context); else the bundled context of that key. */
  leadContext?: LeadContextOptions;
  /** The page's language the lead was sent from (the notes' words stay English). */
  locale?: string;
  /** The campaign experiment and arm the server attributed the lead to, if any. */
  experiment?: { experiment: string; variant: string };
}

export interface SchedulerTracking {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export const SCHEDULER_UTM_DEFAULTS = {
  utm_source: 'contact_form',
  utm_medium: 'modal_form',
} as const;

function labelOf(options: readonly ChoiceOption[], value: string | undefined): string {
  if (!value) return 'Not specified';
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The a1 notes: what the team should know before the call, one fact per line. */
export function buildSchedulerNotes(lead: SchedulerLead, submittedAt: Date): string {
  const labelled = labelLeadNeeds(lead, lead.leadContext);
  const challenges =
    labelled.currentChallenges.length > 0
      ? labelled.currentChallenges.map((item) => `- ${item}`)
      : ['- None given'];
  return [
    'Contact details:',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone?.trim() ? lead.phone.trim() : 'Not provided'}`,
    `Company: ${lead.company}`,
    '',
    `Company size: ${labelOf(LEAD_COMPANY_SIZE_OPTIONS, lead.companySize)}`,
    `Industry: ${labelOf(LEAD_INDUSTRY_OPTIONS, lead.industry)}`,
    `Timeline: ${labelOf(LEAD_TIMELINE_OPTIONS, lead.timeline)}`,
    `Budget: ${labelOf(LEAD_BUDGET_OPTIONS, lead.budget)}`,
    `Primary goal: ${labelled.primaryGoal}`,
    'Challenges and use cases:',
    ...challenges,
    '',
    `Source page: ${lead.pageContext}`,
    `Language: ${lead.locale ?? 'en'}`,
    ...(lead.experiment
      ? [`Experiment: ${lead.experiment.experiment} (variant ${lead.experiment.variant})`]
      : []),
    `Submitted: ${submittedAt.toISOString()}`,
  ].join('\n');
}

/** Booking URL with prefilled name, email, notes and utm_* (defaults contact_form / modal_form / page context). */
export function buildSchedulerUrl(
  schedulerUrl: string,
  lead: SchedulerLead,
  tracking: SchedulerTracking,
  submittedAt: Date,
): string {
  const url = new URL(schedulerUrl);
  url.searchParams.set('name', lead.name);
  url.searchParams.set('email', lead.email);
  url.searchParams.set('a1', buildSchedulerNotes(lead, submittedAt));
  url.searchParams.set('utm_source', tracking.utm_source || SCHEDULER_UTM_DEFAULTS.utm_source);
  url.searchParams.set('utm_medium', tracking.utm_medium || SCHEDULER_UTM_DEFAULTS.utm_medium);
  url.searchParams.set('utm_campaign', tracking.utm_campaign || lead.pageContext);
  return url.toString();
}

/** Fallback booking URL with only name and email (used when the full one cannot be built). */
export function buildFallbackSchedulerUrl(
  schedulerUrl: string,
  lead: Pick<SchedulerLead, 'name' | 'email'>,
): string {
  const url = new URL(schedulerUrl);
  url.searchParams.set('name', lead.name);
  url.searchParams.set('email', lead.email);
  return url.toString();
}

/**
 * The booking URL to open after a stored lead, never an exception: the full URL on the first
 * booking link that parses, else the name-and-email one, else the last link as it is. A stored
 * lead must never be reported as failed because of a booking link (docs/leads.md). Without
 * tracking (the wizard, whose answers are not the scheduler's notes) it is the name-and-email URL.
 */
export function buildBookingUrlSafely(
  schedulerUrls: readonly string[],
  lead: SchedulerLead,
  tracking: SchedulerTracking,
  submittedAt: Date,
): string;
export function buildBookingUrlSafely(
  schedulerUrls: readonly string[],
  lead: Pick<SchedulerLead, 'name' | 'email'>,
): string;
export function buildBookingUrlSafely(
  schedulerUrls: readonly string[],
  lead: SchedulerLead | Pick<SchedulerLead, 'name' | 'email'>,
  tracking?: SchedulerTracking,
  submittedAt?: Date,
): string {
  for (const base of schedulerUrls) {
    try {
      // The overloads pair tracking with a whole SchedulerLead.
      if (tracking && submittedAt)
        return buildSchedulerUrl(base, lead as SchedulerLead, tracking, submittedAt);
    } catch {
      // The notes could not be built: the name-and-email URL below.
    }
    try {
      return buildFallbackSchedulerUrl(base, lead);
    } catch {
      // Not a URL: try the next link.
    }
  }
  return schedulerUrls[schedulerUrls.length - 1] ?? '';
}

/** Sends the tab opened inside the click to `url`, or opens a new one if that tab was blocked. */
export function showBookingPage(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
}
