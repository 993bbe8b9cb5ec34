/**
 * /quote's instant estimate, all served HTML (no client code): a GET form whose answers come back
 * as the page's query, the estimate the server worked out for them, and the lead form that posts
 * them to /api/quote with "Send me this estimate" or "Book a call". It works the same before, with
 * and without JavaScript.
 */
import { buttonClassName } from '@/components/ui/button';
import {
  CONTACT_ALERT_CLASS,
  CONTACT_INPUT_CLASS,
  CONTACT_SUCCESS_CLASS,
  ContactConsentText,
  ContactField,
  ContactHoneypot,
} from '@/components/forms/contact-form-fields';
import type { getRouteCopy } from '@/lib/content/copy';
import type { ContactFormText } from '@/lib/leads/contact-form-text';
import type { ContactRetryState } from '@/lib/leads/form-post';
import { QUOTE_LEAD_ANCHOR, type QuoteOutcome } from '@/lib/leads/quote-lead';
import { TEXT_LIMITS } from '@/lib/content/limits';
import type { Estimate } from '@/lib/quote/estimate';
import type { QuoteQueryState } from '@/lib/quote/query';

/** /quote's own words (the bundle's route copy, in the page's language). */
export type QuotePageCopy = ReturnType<typeof getRouteCopy>['quotePageCopy'];

export interface QuoteEstimatorProps {
  copy: QuotePageCopy;
  /** The consent sentence's words (the contact form's). */
  consentCopy: ContactFormText['copy'];
  /** The honeypot's label. */
  honeypotLabel: string;
  locale: string;
  /** This page's address in its language (/quote, /ar/quote): the GET form's action. */
  action: string;
  /** The lead form's endpoint. */
  leadAction: string;
  services: ReadonlyArray<{ slug: string; title: string }>;
  industries: ReadonlyArray<{ slug: string; title: string }>;
  state: QuoteQueryState;
  /** The estimate for a valid request; undefined when the tables cannot price it. */
  estimate?: Estimate;
  /** A figure in the page's language ('$15,000', '$15.000'). */
  formatUsd: (amount: number) => string;
  /** The outcome of a lead post this page was sent back with. */
  outcome?: QuoteOutcome;
  retry?: ContactRetryState | null;
  /** After "Book a call": the booking page, prefilled with the lead and its estimate. */
  bookingUrl: string;
  /** The screen-reader note of a link that opens a new tab. */
  opensInNewTab: string;
}

const FIELDSET_CLASS = 'flex flex-col gap-3';
const LEGEND_CLASS = 'text-ink mb-3 text-base font-semibold';
const ERROR_CLASS = 'text-sm text-red-700';
/** A choice card: the whole card is the label, its ring shows the checked control. */
const CHOICE_CLASS =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-primary has-checked:bg-primary-light/40 has-focus-visible:ring-2 has-focus-visible:ring-primary/40';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={ERROR_CLASS}>
      {message}
    </p>
  ) : null;
}

export function QuoteEstimator(props: QuoteEstimatorProps) {
  const { copy, state, services, industries, action } = props;
  const errorOf = (field: keyof QuoteQueryState['errors']) => state.errors[field];
  return (
    <section id="quote-form" aria-labelledby="quote-form-title" className="bg-surface scroll-mt-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16 lg:px-8">
        <div>
          <h2 id="quote-form-title" className="text-ink text-3xl font-bold tracking-tight">
            {copy.form.heading}
          </h2>
          {/* #quote-result: after sending, the page opens at the estimate. */}
          <form action={`${action}#quote-result`} method="get" className="mt-8 flex flex-col gap-8">
            <fieldset
              className={FIELDSET_CLASS}
              aria-describedby={errorOf('services') ? 'quote-services-error' : undefined}
            >
              <legend className={LEGEND_CLASS}>{copy.form.servicesLegend}</legend>
              <FieldError id="quote-services-error" message={errorOf('services')} />
              <div className="grid gap-3 sm:grid-cols-2">
                {services.map((service) => (
                  <label key={service.slug} className={CHOICE_CLASS}>
                    <input
                      type="checkbox"
                      name="services"
                      value={service.slug}
                      defaultChecked={state.services.includes(service.slug)}
                      className="accent-primary mt-0.5 size-4 shrink-0"
                    />
                    <span className="text-ink text-sm font-medium">{service.title}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <ChoiceGroup
              name="scope"
              legend={copy.form.scopeLegend}
              options={copy.scopes}
              checked={state.scope}
              error={errorOf('scope')}
            />
            <ChoiceGroup
              name="timeline"
              legend={copy.form.timelineLegend}
              options={copy.timelines}
              checked={state.timeline}
              error={errorOf('timeline')}
            />

            <ContactField
              id="quote-industry"
              label={copy.form.industryLabel}
              optional={copy.form.optional}
              error={errorOf('industry')}
            >
              <select
                id="quote-industry"
                name="industry"
                defaultValue={state.industry}
                aria-invalid={errorOf('industry') ? true : undefined}
                aria-describedby={errorOf('industry') ? 'quote-industry-error' : undefined}
                className={`${CONTACT_INPUT_CLASS} min-h-11.5`}
              >
                <option value="">{copy.form.anyIndustry}</option>
                {industries.map((industry) => (
                  <option key={industry.slug} value={industry.slug}>
                    {industry.title}
                  </option>
                ))}
              </select>
            </ContactField>

            <div>
              <button type="submit" className={buttonClassName({ shape: 'rounded' })}>
                {copy.form.submit}
              </button>
            </div>
          </form>
        </div>

        <QuoteResult {...props} />
      </div>
    </section>
  );
}

function ChoiceGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; description: string }>;
  checked: string;
  error?: string;
}) {
  const errorId = `quote-${name}-error`;
  return (
    <fieldset className={FIELDSET_CLASS} aria-describedby={error ? errorId : undefined}>
      <legend className={LEGEND_CLASS}>{legend}</legend>
      <FieldError id={errorId} message={error} />
      <div className="grid gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className={CHOICE_CLASS}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              required
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-ink text-sm font-semibold">{option.label}</span>
              <span className="text-muted text-sm">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function QuoteResult(props: QuoteEstimatorProps) {
  const { copy, state, estimate, services, formatUsd } = props;
  const request = state.request;
  const title = (slug: string) => services.find((service) => service.slug === slug)?.title ?? slug;
  return (
    <div
      id="quote-result"
      className="flex scroll-mt-20 flex-col gap-6 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="quote-result-title" className="text-ink text-2xl font-bold">
        {copy.result.heading}
      </h2>
      {!request ? (
        <p className="text-muted">{copy.result.empty}</p>
      ) : estimate ? (
        <div data-testid="quote-estimate" className="flex flex-col gap-5">
          <dl className="grid gap-4">
            <div>
              <dt className="text-muted text-sm font-medium">{copy.result.price}</dt>
              <dd className="text-ink mt-1 text-3xl font-bold tracking-tight">
                <bdi dir="ltr">
                  {formatUsd(estimate.minUsd)} – {formatUsd(estimate.maxUsd)}
                </bdi>
              </dd>
            </div>
            <div>
              <dt className="text-muted text-sm font-medium">{copy.result.duration}</dt>
              <dd className="text-ink mt-1 text-xl font-semibold">
                {copy.result.weeks
                  .replace('{min}', String(estimate.minWeeks))
                  .replace('{max}', String(estimate.maxWeeks))}
              </dd>
            </div>
          </dl>
          {estimate.lines.length > 1 ? (
            <div>
              <h3 className="text-ink text-sm font-semibold">{copy.result.byService}</h3>
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {estimate.lines.map((line) => (
                  <li key={line.service} className="flex justify-between gap-4">
                    <span className="text-muted">{title(line.service)}</span>
                    <bdi dir="ltr" className="text-ink shrink-0 font-medium">
                      {formatUsd(line.minUsd)} – {formatUsd(line.maxUsd)}
                    </bdi>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="text-muted text-sm">{copy.result.disclaimer}</p>
        </div>
      ) : (
        <p data-testid="quote-no-estimate" className="text-muted">
          {copy.result.noEstimate}
        </p>
      )}
      {request || props.outcome === 'sent' || props.outcome === 'booked' ? (
        <QuoteLeadForm {...props} />
      ) : null}
    </div>
  );
}

function QuoteLeadForm(props: QuoteEstimatorProps) {
  const { copy, state, retry, outcome, consentCopy } = props;
  const lead = copy.lead;
  const typed = (name: string) => {
    const value = retry?.values[name];
    return typeof value === 'string' ? value : '';
  };
  const errorOf = (name: string) => (outcome === 'invalid' ? retry?.errors[name] : undefined);
  const control = (name: string) => ({
    id: `quote-${name}`,
    name,
    defaultValue: typed(name),
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `quote-${name}-error` : undefined,
    className: CONTACT_INPUT_CLASS,
  });
  // The request the lead is for: the page's, else (after a rejected post) the one posted.
  const request = state.request;
  return (
    <div
      id={QUOTE_LEAD_ANCHOR}
      className="flex scroll-mt-20 flex-col gap-4 border-t border-slate-200 pt-6"
    >
      <h3 className="text-ink text-lg font-semibold">{lead.heading}</h3>
      {outcome === 'sent' ? (
        <p role="status" className={CONTACT_SUCCESS_CLASS}>
          {lead.sent}
        </p>
      ) : outcome === 'booked' ? (
        <>
          <p role="status" className={CONTACT_SUCCESS_CLASS}>
            {lead.booked}
          </p>
          <a
            href={props.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-cta="book-call"
            className={buttonClassName({ shape: 'rounded', className: 'self-start' })}
          >
            {lead.chooseTime}
            <span className="sr-only"> {props.opensInNewTab}</span>
          </a>
        </>
      ) : request ? (
        <>
          <p className="text-muted text-sm">{lead.description}</p>
          {outcome === 'invalid' ? (
            <p role="alert" className={CONTACT_ALERT_CLASS}>
              {lead.fixErrors}
            </p>
          ) : null}
          {outcome === 'failed' ? (
            <p role="alert" className={CONTACT_ALERT_CLASS}>
              {lead.failed}
            </p>
          ) : null}
          <form action={props.leadAction} method="post" className="flex flex-col gap-4">
            <input type="hidden" name="services" value={request.services.join(',')} />
            <input type="hidden" name="scope" value={request.scope} />
            <input type="hidden" name="timeline" value={request.timeline} />
            <input type="hidden" name="industry" value={request.industry} />
            <input type="hidden" name="locale" value={props.locale} />
            <ContactField id="quote-name" label={lead.name} error={errorOf('name')}>
              <input
                {...control('name')}
                autoComplete="name"
                required
                maxLength={TEXT_LIMITS.name}
              />
            </ContactField>
            <ContactField id="quote-email" label={lead.email} error={errorOf('email')}>
              <input
                {...control('email')}
                type="email"
                dir="ltr"
                autoComplete="email"
                required
                maxLength={TEXT_LIMITS.email}
              />
            </ContactField>
            <ContactField
              id="quote-company"
              label={lead.company}
              optional={props.copy.form.optional}
              error={errorOf('company')}
            >
              <input
                {...control('company')}
                autoComplete="organization"
                maxLength={TEXT_LIMITS.company}
              />
            </ContactField>
            <ContactField
              id="quote-phone"
              label={lead.phone}
              optional={props.copy.form.optional}
              error={errorOf('phone')}
            >
              <input
                {...control('phone')}
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                maxLength={TEXT_LIMITS.leadModalPhone}
              />
            </ContactField>
            <ContactHoneypot id="quote-website" label={props.honeypotLabel}>
              <input
                id="quote-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </ContactHoneypot>
            <div className="flex flex-col gap-1.5">
              <div className="flex items-start gap-3">
                <input
                  id="quote-consent"
                  name="consent"
                  type="checkbox"
                  value="true"
                  required
                  defaultChecked={retry?.values.consent === true}
                  aria-invalid={errorOf('consent') ? true : undefined}
                  aria-describedby={errorOf('consent') ? 'quote-consent-error' : undefined}
                  className="accent-primary mt-1 size-4 shrink-0"
                />
                <label htmlFor="quote-consent" className="text-muted text-sm">
                  <ContactConsentText copy={consentCopy} />
                </label>
              </div>
              <FieldError id="quote-consent-error" message={errorOf('consent')} />
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                name="intent"
                value="send-estimate"
                className={buttonClassName({ shape: 'rounded' })}
              >
                {lead.sendEstimate}
              </button>
              <button
                type="submit"
                name="intent"
                value="book-call"
                className={buttonClassName({ shape: 'rounded', variant: 'outline' })}
              >
                {lead.bookCall}
              </button>
            </div>
          </form>
        </>
      ) : null}
      {outcome === 'sent' ? (
        <a
          href={`${props.action}#quote-form`}
          className="text-primary text-sm font-semibold underline"
        >
          {lead.newEstimate}
        </a>
      ) : null}
    </div>
  );
}
