/**
 * POST /api/quote: the /quote page's lead ("Send me this estimate" / "Book a call"). The schema's
 * choices are the site's services and industries (lib/content); the estimate in the webhook body
 * is computed here from the current tables, never taken from the request. A browser form post is
 * answered with a 303 back to /quote with the outcome in its query (the page is rendered per
 * request, so it shows the outcome without any script). A call's booking link comes back in a
 * short-lived cookie: the CSP's `form-action 'self'` rightly forbids a form post to redirect to
 * another site, so the page offers the prefilled link instead.
 */
import { getIndustries, getQuoteTables, getSchedulerUrl, getServices } from '@/lib/content';
import { DEFAULT_LOCALE, localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/localize';
import { estimateQuote, type Estimate } from '@/lib/quote/estimate';
import type { FormPostReplies, LeadSubmissionContext } from './contract/handle-submission';
import { requestLocale } from './contract/localized-messages';
import {
  buildQuoteLeadSchema,
  buildQuoteRequestSchema,
  QUOTE_MESSAGES,
  type QuoteChoices,
  type QuoteLeadValues,
  type QuoteMessages,
} from './contract/quote-lead-schema';
import { quoteSummary, toQuoteWebhookPayload } from './contract/quote-webhook-payload';
import { retryCookie, type ContactRetryState, type FormPostOutcome } from './form-post';
import { buildFallbackSchedulerUrl } from './scheduler-url';
import { readCookie } from '@/lib/cookies';

export const QUOTE_PATH = '/quote';
export const QUOTE_ENDPOINT = '/api/quote';
/** The cookie that brings typed values and field errors back after an invalid post. */
export const QUOTE_RETRY_COOKIE = 'oc_quote_retry';
/** The prefilled booking link of a "Book a call" lead, for the page it returns to. */
export const QUOTE_BOOKING_COOKIE = 'oc_quote_booking';
const QUOTE_BOOKING_MAX_AGE_SECONDS = 300;
/** Browsers cap a cookie near 4 kB: a longer link is sent without its notes. */
const QUOTE_BOOKING_MAX_LENGTH = 3800;

/** A post's outcome: the form's three, and a stored call request. */
export type QuoteOutcome = FormPostOutcome | 'booked';
export const QUOTE_OUTCOMES: readonly QuoteOutcome[] = ['sent', 'booked', 'invalid', 'failed'];

/** The query parameter /quote reads a post's outcome from. */
export const QUOTE_OUTCOME_PARAM = 'outcome';
/** The lead form's section: every outcome scrolls there. */
export const QUOTE_LEAD_ANCHOR = 'quote-lead';

export function quoteMessagesFor(locale: Locale): QuoteMessages {
  return localize(QUOTE_MESSAGES, locale);
}

/** What the form may name: the services and industries the site lists (the CMS's, else bundled). */
export async function quoteChoices(): Promise<QuoteChoices> {
  const [services, industries] = await Promise.all([getServices(), getIndustries()]);
  return {
    services: services.map((service) => service.slug),
    industries: industries.map((industry) => industry.slug),
  };
}

/** The estimate part's schema, for the page's query. */
export async function quoteRequestSchemaFor(locale: Locale) {
  return buildQuoteRequestSchema(await quoteChoices(), quoteMessagesFor(locale));
}

/** POST /api/quote's schema for a request, in the language the form was posted in. */
export async function quoteLeadSchemaFor(fields: Record<string, unknown>) {
  return buildQuoteLeadSchema(await quoteChoices(), quoteMessagesFor(requestLocale(fields)));
}

/** The estimate for a lead's answers from the tables as they are now. */
export async function estimateFor(values: QuoteLeadValues): Promise<Estimate | undefined> {
  return estimateQuote(await getQuoteTables(), values);
}

/** Service slug → its English title (the CRM's words), the slug itself when unknown. */
async function serviceTitles(): Promise<(slug: string) => string> {
  const services = await getServices();
  const titles = new Map(services.map((service) => [service.slug, service.title]));
  return (slug) => titles.get(slug) ?? slug;
}

export async function quoteWebhookPayload(
  values: QuoteLeadValues,
  context: Omit<LeadSubmissionContext, 'leadId'>,
) {
  const [estimate, serviceTitle] = await Promise.all([estimateFor(values), serviceTitles()]);
  return toQuoteWebhookPayload(values, estimate, { ...context, serviceTitle });
}

/** `path` without a previous outcome, with this one, scrolled to the lead form. */
export function quoteOutcomePath(returnPath: string, outcome: QuoteOutcome): string {
  const url = new URL(returnPath, 'http://site.invalid');
  // A post always comes back to /quote (in its language), whatever page sent it.
  const { locale, path } = splitLocalePath(url.pathname);
  const target = path === QUOTE_PATH ? url.pathname : localePath(QUOTE_PATH, locale);
  url.searchParams.delete(QUOTE_OUTCOME_PARAM);
  url.searchParams.set(QUOTE_OUTCOME_PARAM, outcome);
  return `${target}?${url.searchParams.toString()}#${QUOTE_LEAD_ANCHOR}`;
}

function seeOther(location: string, retry?: ContactRetryState, bookingUrl?: string): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', retryCookie(QUOTE_RETRY_COOKIE, retry));
  if (bookingUrl) headers.append('Set-Cookie', bookingCookie(bookingUrl));
  return new Response(null, { status: 303, headers });
}

function bookingCookie(url: string): string {
  let value = encodeURIComponent(url);
  if (value.length > QUOTE_BOOKING_MAX_LENGTH) {
    const shorter = new URL(url);
    shorter.searchParams.delete('a1');
    value = encodeURIComponent(shorter.toString());
  }
  return `${QUOTE_BOOKING_COOKIE}=${value}; Path=/; Max-Age=${QUOTE_BOOKING_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The booking link a "Book a call" post left for its page; undefined unless it is a web address. */
export function bookingUrlFromCookieHeader(cookieHeader: string | null): string | undefined {
  const value = readCookie(QUOTE_BOOKING_COOKIE, cookieHeader ?? '');
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The booking notes of a "Book a call" lead: what the team should read before the call. */
export function quoteBookingNotes(
  values: QuoteLeadValues,
  estimate: Estimate | undefined,
  serviceTitle: (slug: string) => string,
  submittedAt: Date,
  experiment: LeadSubmissionContext['experiment'],
): string {
  return [
    'Contact details:',
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    `Phone: ${values.phone || 'Not provided'}`,
    `Company: ${values.company || 'Not provided'}`,
    '',
    quoteSummary(values, estimate, serviceTitle),
    '',
    'Source page: quote',
    `Language: ${values.locale ?? DEFAULT_LOCALE}`,
    ...(experiment.experiment
      ? [`Experiment: ${experiment.experiment} (variant ${experiment.variant})`]
      : []),
    `Submitted: ${submittedAt.toISOString()}`,
  ].join('\n');
}

/** The booking page for a stored "Book a call" lead, name, email and notes prefilled. */
async function bookingUrl(values: QuoteLeadValues, context: LeadSubmissionContext) {
  const [schedulerUrl, estimate, serviceTitle] = await Promise.all([
    getSchedulerUrl(),
    estimateFor(values),
    serviceTitles(),
  ]);
  try {
    const url = new URL(schedulerUrl);
    url.searchParams.set('name', values.name);
    url.searchParams.set('email', values.email);
    url.searchParams.set(
      'a1',
      quoteBookingNotes(values, estimate, serviceTitle, context.submittedAt, context.experiment),
    );
    url.searchParams.set('utm_source', 'quote_page');
    url.searchParams.set('utm_medium', 'quote_form');
    url.searchParams.set('utm_campaign', context.attribution?.utm_campaign || 'instant_quote');
    return url.toString();
  } catch {
    return buildFallbackSchedulerUrl(schedulerUrl, values);
  }
}

export const QUOTE_FORM_REPLIES: FormPostReplies<QuoteLeadValues> = {
  fallbackPath: QUOTE_PATH,
  redirect: (returnPath, outcome, retry) =>
    seeOther(quoteOutcomePath(returnPath, outcome), outcome === 'invalid' ? retry : undefined),
  stored: async (values, returnPath, context) =>
    values.intent === 'book-call'
      ? seeOther(
          quoteOutcomePath(returnPath, 'booked'),
          undefined,
          await bookingUrl(values, context),
        )
      : seeOther(quoteOutcomePath(returnPath, 'sent')),
};
