import { createHash, randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import { attributionSchema, type Attribution } from '../attribution-schema';
import {
  conversionDeliveriesFor,
  visitorSignalsFrom,
  type LeadConversionFacts,
  type VisitorSignals,
} from '../conversions';
import { leadExperimentFrom, type LeadExperiment } from '@/lib/experiments/lead-experiment';
import { deliverDueLeads, isWebhookFailing, webhookUrlFromEnv } from '../delivery';
import {
  attributionFromCookie,
  formFieldsToBody,
  formPostRedirect,
  isFormContentType,
  returnPathFrom,
  type ContactRetryState,
  type FormPostOutcome,
} from '../form-post';
import { LEAD_PIPELINE } from '../pipeline-config';
import { createLeadRateLimiter, type LeadRateLimiter } from '../rate-limit';
import {
  getClientIp,
  isCrossSiteRequest,
  isJsonContentType,
  jsonResponse,
  methodNotAllowed,
  readBodyWithLimit,
} from '../request-guards';
import { getLeadStore, type LeadKind, type LeadStore, type NewLead } from '../store';

/** What a webhook payload builder gets besides the validated values. */
export interface LeadSubmissionContext {
  /** The stored lead's id (also the Idempotency-Key of every webhook call). */
  leadId: string;
  /** When the server accepted the submission. */
  submittedAt: Date;
  /** First-touch attribution the browser sent (invalid attribution is dropped, never fatal). */
  attribution?: Attribution;
  /** The request headers (user agent, referer). */
  headers: Headers;
  /** The experiment arm the visitor saw on the form's page ('' and '' for none). */
  experiment: LeadExperiment;
}

export interface LeadSubmissionOptions<Values> {
  /** contact → CONTACT_WEBHOOK_URL, lead → LEAD_WEBHOOK_URL. */
  kind: LeadKind;
  /**
   * The form's zod schema; the request's top-level fields are parsed with it. A function builds it
   * from the fields first (the lead modal's schema holds its page context's options, loaded then).
   */
  schema: z.ZodType<Values> | ((fields: Record<string, unknown>) => Promise<z.ZodType<Values>>);
  /** Which form the lead came from (contact-form, wizard, lead-modal). */
  source: string | ((values: Values) => string);
  /** Builds exactly the JSON body the webhook receives; it is stored with the lead. */
  toWebhookPayload: (values: Values, context: LeadSubmissionContext) => unknown;
  /**
   * What the lead's server-side conversions say (lib/leads/conversions); they are stored with the
   * lead when the visitor allowed marketing and a destination is configured.
   */
  toConversionFacts?: (values: Values) => LeadConversionFacts;
  /**
   * Also accept an urlencoded browser form post (a form before or without JavaScript): every
   * outcome is then a 303 instead of a JSON answer. `true` answers as the contact form does (back
   * to the form's page, lib/leads/form-post.ts); a form with pages of its own passes its replies.
   */
  acceptsFormPost?: boolean | FormPostReplies<Values>;
  /** Test seams; production uses the configured store. */
  store?: () => LeadStore;
}

/** Where a browser form post's outcomes send the visitor (each a 303). */
export interface FormPostReplies<Values> {
  /** Fallback page when the Referer is missing or foreign. */
  fallbackPath: string;
  redirect: (returnPath: string, outcome: FormPostOutcome, retry?: ContactRetryState) => Response;
  /** A stored lead's answer; without it, redirect(returnPath, 'sent'). */
  stored?: (
    values: Values,
    returnPath: string,
    context: LeadSubmissionContext,
  ) => Response | Promise<Response>;
}

const CONTACT_FORM_REPLIES: FormPostReplies<unknown> = {
  fallbackPath: '/contact',
  redirect: formPostRedirect,
};

export const LEAD_ROUTE_ALLOWED_METHODS = ['POST', 'OPTIONS'] as const;

/** Top-level body fields that are not form fields. */
const HONEYPOT_FIELD = 'website';
const ATTRIBUTION_FIELD = 'attribution';
/** The browser makes a UUID per submission; accept any similar opaque token. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export const LEAD_API_MESSAGES = {
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedMediaTypeOrForm:
    'Content-Type must be application/json or application/x-www-form-urlencoded',
  tooLarge: `Request body must not exceed ${LEAD_PIPELINE.maxBodyBytes / 1024} KB`,
  crossSite: 'Cross-site submissions are not accepted',
  rateLimited: 'Too many submissions. Please try again later.',
  invalidJson: 'Request body must be valid JSON',
  invalidFormEncoding: 'Form fields must be valid UTF-8',
  notAnObject: 'Request body must be a JSON object',
  invalidIdempotencyKey:
    'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores',
  invalidRequest: 'Invalid request',
  storeUnavailable: 'Your request could not be saved right now. Please try again.',
} as const;

// One limiter per store for all lead endpoints (a visitor's budget covers every form).
const limiters = new WeakMap<LeadStore, LeadRateLimiter>();

function getRateLimiter(store: LeadStore): LeadRateLimiter {
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createLeadRateLimiter(store, {
      limit: getEnv().LEAD_RATE_LIMIT,
      windowMs: LEAD_PIPELINE.rateLimitWindowMs,
    });
    limiters.set(store, limiter);
  }
  return limiter;
}

function siteHost(): string[] {
  try {
    return [new URL(getEnv().NEXT_PUBLIC_SITE_URL).host];
  } catch {
    return [];
  }
}

/** The IP is kept only as a short hash: enough to spot abuse from one address, not to store it. */
function hashIp(ip: string): string {
  return createHash('sha256').update(ip).digest('hex').slice(0, 32);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** zod issues as `{ field: [messages] }`; issues about the whole object go under "_form". */
function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

type Prepared<Values> =
  | { ok: false; status: 400 | 422; error?: string; errors?: Record<string, string[]> }
  | { ok: true; values: Values; attribution?: Attribution; honeypot: boolean };

/** The request body as an object: JSON, or urlencoded form fields. */
function decodeBody(
  text: string,
  isForm: boolean,
): { ok: true; body: Record<string, unknown> } | { ok: false; error: string } {
  if (isForm) {
    const body = formFieldsToBody(text);
    return body ? { ok: true, body } : { ok: false, error: LEAD_API_MESSAGES.invalidFormEncoding };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: LEAD_API_MESSAGES.invalidJson };
  }
  return isPlainObject(body)
    ? { ok: true, body }
    : { ok: false, error: LEAD_API_MESSAGES.notAnObject };
}

/** Honeypot → schema, with every client mistake a 4xx. */
async function parseSubmission<Values>(
  body: Record<string, unknown>,
  schemaFor: LeadSubmissionOptions<Values>['schema'],
  cookieAttribution: Attribution | undefined,
): Promise<Prepared<Values>> {
  const { [HONEYPOT_FIELD]: honeypot, [ATTRIBUTION_FIELD]: rawAttribution, ...fields } = body;
  if (isHoneypotFilled(honeypot)) return { ok: true, values: undefined as Values, honeypot: true };

  const schema = typeof schemaFor === 'function' ? await schemaFor(fields) : schemaFor;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 422, errors: toFieldErrors(parsed.error) };
  // The browser's copy wins (it knows this page's campaign); else the visit's cookie, which a
  // form posted without JavaScript sends too.
  const attribution =
    rawAttribution === undefined ? undefined : attributionSchema.safeParse(rawAttribution);
  return {
    ok: true,
    values: parsed.data,
    attribution: attribution?.success ? attribution.data : cookieAttribution,
    honeypot: false,
  };
}

/** What a form post's visitor typed, to put back into the fields after invalid input. */
function toRetryState(
  body: Record<string, unknown>,
  errors: Record<string, string[]>,
): ContactRetryState {
  const values: ContactRetryState['values'] = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === HONEYPOT_FIELD || key === ATTRIBUTION_FIELD) continue;
    if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
  }
  const firstErrors: ContactRetryState['errors'] = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) firstErrors[field] = messages[0];
  }
  return { values, errors: firstErrors };
}

/**
 * POST handler of a lead endpoint. In order: method 405, Content-Type 415, size 413, origin 403,
 * rate limit 429, JSON 400, honeypot (fake 201, nothing stored), schema 422, then the lead is
 * stored durably and answered 201 { id } before any webhook call; the first delivery attempt runs
 * right after the response and the worker retries. Only a store failure answers 5xx (503).
 * With `acceptsFormPost`, an urlencoded browser form runs the same checks and every outcome but
 * a cross-site 403 becomes a 303 back to the form's page (lib/leads/form-post.ts).
 */
export async function handleLeadSubmission<Values>(
  request: Request,
  options: LeadSubmissionOptions<Values>,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed(LEAD_ROUTE_ALLOWED_METHODS);
  const contentType = request.headers.get('content-type');
  const formReplies =
    options.acceptsFormPost === true
      ? (CONTACT_FORM_REPLIES as FormPostReplies<Values>)
      : options.acceptsFormPost || undefined;
  const isForm = formReplies !== undefined && isFormContentType(contentType);
  if (!isForm && !isJsonContentType(contentType)) {
    return jsonResponse(415, {
      error: formReplies
        ? LEAD_API_MESSAGES.unsupportedMediaTypeOrForm
        : LEAD_API_MESSAGES.unsupportedMediaType,
    });
  }
  // A form post is answered with a 303 back to its page; JSON callers get JSON.
  const returnPath =
    isForm && formReplies
      ? returnPathFrom(request.headers, siteHost(), formReplies.fallbackPath)
      : '/';
  const answer = (
    status: number,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
    retry?: ContactRetryState,
  ): Response => {
    if (!isForm || !formReplies) return jsonResponse(status, body, headers);
    if (status === 201) return formReplies.redirect(returnPath, 'sent');
    if (status === 422) return formReplies.redirect(returnPath, 'invalid', retry);
    return formReplies.redirect(returnPath, 'failed');
  };

  const read = await readBodyWithLimit(request, LEAD_PIPELINE.maxBodyBytes);
  if (!read.ok && read.reason === 'too-large')
    return answer(413, { error: LEAD_API_MESSAGES.tooLarge });
  // A cross-site page gets no redirect into our site: a plain 403 for forms too.
  if (isCrossSiteRequest(request.headers, siteHost()))
    return jsonResponse(403, { error: LEAD_API_MESSAGES.crossSite });

  const store = (options.store ?? getLeadStore)();
  const env = getEnv();
  const clientIp = getClientIp(request.headers, {
    proxyHops: env.TRUSTED_PROXY_HOPS,
    header: env.CLIENT_IP_HEADER,
  });
  const storeUnavailable = (error: unknown) => {
    console.error(
      `[leads] Could not store a ${options.kind} lead: ${error instanceof Error ? error.message : String(error)}`,
    );
    return answer(503, { error: LEAD_API_MESSAGES.storeUnavailable }, { 'Retry-After': '5' });
  };
  let limit;
  try {
    limit = await getRateLimiter(store).take(clientIp);
  } catch (error) {
    return storeUnavailable(error);
  }
  if (!limit.allowed) {
    return answer(
      429,
      { error: LEAD_API_MESSAGES.rateLimited },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  if (!read.ok) return answer(400, { error: LEAD_API_MESSAGES.invalidJson });

  const submittedAt = new Date();
  const leadId = randomUUID();
  let prepared: Prepared<Values>;
  let webhookBody: unknown;
  let source: string;
  let experiment: LeadExperiment;
  try {
    const decoded = decodeBody(read.text, isForm);
    // Bytes no browser form sends (not UTF-8): a plain 400, as for JSON, never a 303 "sent".
    if (!decoded.ok) return jsonResponse(400, { error: decoded.error });
    prepared = await parseSubmission(
      decoded.body,
      options.schema,
      attributionFromCookie(request.headers),
    );
    if (!prepared.ok) {
      return prepared.status === 422
        ? answer(
            422,
            { errors: prepared.errors },
            {},
            toRetryState(decoded.body, prepared.errors ?? {}),
          )
        : answer(prepared.status, { error: prepared.error });
    }
    if (prepared.honeypot) {
      console.info('[leads] Honeypot field filled: submission answered but not stored.');
      return answer(201, { id: randomUUID() });
    }
    experiment = await leadExperimentFrom(request.headers);
    webhookBody = await options.toWebhookPayload(prepared.values, {
      leadId,
      submittedAt,
      attribution: prepared.attribution,
      headers: request.headers,
      experiment,
    });
    source =
      typeof options.source === 'function' ? options.source(prepared.values) : options.source;
  } catch (error) {
    // A schema or mapper that throws on odd input is a bug, but still the client's input: 400, not 500.
    console.error(`[leads] Could not process a ${options.kind} submission: ${String(error)}`);
    return answer(400, { error: LEAD_API_MESSAGES.invalidRequest });
  }

  const headerKey = request.headers.get('idempotency-key')?.trim();
  if (headerKey !== undefined && headerKey !== '' && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
    return answer(400, { error: LEAD_API_MESSAGES.invalidIdempotencyKey });
  }

  const webhookUrl = webhookUrlFromEnv(options.kind);
  const deliverable = webhookUrl !== undefined;
  // Without a key every request is its own submission. A key is scoped to its endpoint: the
  // same key on the other endpoint is another form's lead, not a retry of this one.
  const idempotencyKey = headerKey ? `${options.kind}:${headerKey}` : `auto:${leadId}`;
  const signals = visitorSignalsFrom(request.headers, {
    clientIp,
    fbclid: prepared.attribution?.fbclid,
    submittedAt,
    siteHosts: [...siteHost(), request.headers.get('host') ?? ''].filter(Boolean),
  });
  const conversions = conversionRows(options, prepared.values, experiment, signals, {
    id: leadId,
    idempotencyKey,
    source,
    submittedAt,
  });
  let stored;
  try {
    stored = await store.insertLead(
      {
        id: leadId,
        kind: options.kind,
        source,
        idempotencyKey,
        payload: {
          values: prepared.values,
          attribution: prepared.attribution ?? null,
          userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
          referer: request.headers.get('referer')?.slice(0, 1000) ?? null,
          ipHash: hashIp(clientIp),
          // The visitor's cookie choice when the form was sent: what the conversions rest on.
          consent: signals.consent,
          // The arm of a campaign experiment (npm run leads -- report counts leads by it).
          ...(experiment.experiment ? { experiment } : {}),
        },
        webhookBody,
        status: deliverable ? 'pending' : 'undelivered',
        createdAt: submittedAt,
      },
      conversions,
    );
  } catch (error) {
    return storeUnavailable(error);
  }

  // While a webhook is failing, the worker's probe sends its backlog; an immediate attempt would
  // only be skipped (deliverDueLeads), after paying for Next's after() on every lead.
  const firstAttemptIds = [
    ...(stored.created && stored.lead.status === 'pending' && !isWebhookFailing(webhookUrl)
      ? [stored.lead.id]
      : []),
    ...stored.conversions
      .filter((row) => !isWebhookFailing(webhookUrlFromEnv(row.kind)))
      .map((row) => row.id),
  ];
  if (firstAttemptIds.length > 0) {
    const storedId = stored.lead.id;
    const firstAttempt = () =>
      deliverDueLeads({
        ids: firstAttemptIds,
        limit: firstAttemptIds.length,
        store,
      }).catch((error: unknown) =>
        console.error(
          `[leads] First delivery attempt of lead ${storedId} failed to run: ${String(error)}`,
        ),
      );
    // After the response: the visitor never waits on the webhook; the worker retries failures.
    try {
      after(firstAttempt);
    } catch {
      // Outside a Next request scope (a direct call): the lead is stored, so just start it.
      void firstAttempt();
    }
  }
  if (isForm && formReplies?.stored) {
    try {
      return await formReplies.stored(prepared.values, returnPath, {
        leadId: stored.lead.id,
        submittedAt,
        attribution: prepared.attribution,
        headers: request.headers,
        experiment,
      });
    } catch (error) {
      // The lead is stored: a reply that cannot be built still says so.
      console.error(`[leads] Could not answer stored lead ${stored.lead.id}: ${String(error)}`);
    }
  }
  // The arm goes back to the form, for its analytics event and the booking notes.
  return answer(201, {
    id: stored.lead.id,
    ...(experiment.experiment ? experiment : {}),
  });
}

/**
 * The conversions to store with a lead. A fault here is logged and costs the conversions, never
 * the lead.
 */
function conversionRows<Values>(
  options: LeadSubmissionOptions<Values>,
  values: Values,
  experiment: LeadExperiment,
  signals: VisitorSignals,
  lead: Parameters<typeof conversionDeliveriesFor>[0],
): NewLead[] {
  if (!options.toConversionFacts) return [];
  try {
    const facts = { ...options.toConversionFacts(values), ...experiment };
    return conversionDeliveriesFor(lead, facts, signals);
  } catch (error) {
    console.error(`[leads] Could not build the conversions of lead ${lead.id}: ${String(error)}`);
    return [];
  }
}

/** The route module exports of a lead endpoint: POST plus explicit 405s with an Allow header. */
export function createLeadRouteHandlers<Values>(options: LeadSubmissionOptions<Values>) {
  const notAllowed = async () => methodNotAllowed(LEAD_ROUTE_ALLOWED_METHODS);
  return {
    POST: (request: Request) => handleLeadSubmission(request, options),
    GET: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: async () =>
      new Response(null, {
        status: 204,
        headers: { Allow: LEAD_ROUTE_ALLOWED_METHODS.join(', ') },
      }),
  };
}
