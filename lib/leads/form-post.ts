/**
 * The contact form without JavaScript: the browser posts it urlencoded to /api/contact and the
 * handler answers 303 See Other back to the page the form was on, with the outcome in the URL
 * fragment (#contact-sent, #contact-invalid, #contact-failed). Pages are statically generated,
 * so the fragment is what the served HTML can react to without any script (CSS :target shows
 * the matching message). On #contact-invalid a short-lived cookie carries the typed values and
 * the field errors back; the form's script puts them into the fields and deletes it.
 */
import { localePath, splitLocalePath } from '@/lib/i18n/locales';
import { ATTRIBUTION_COOKIE, type Attribution } from './attribution-schema';
import { parseAttribution } from '@/lib/attribution/merge';
import { readCookie } from '@/lib/cookies';

export type FormPostOutcome = 'sent' | 'invalid' | 'failed';

/** Element ids the outcomes point at (the served form holds one element per outcome). */
export const FORM_POST_FRAGMENTS: Record<FormPostOutcome, string> = {
  sent: 'contact-sent',
  invalid: 'contact-invalid',
  failed: 'contact-failed',
};

/**
 * Where a rejected form post goes: a small dynamic page that renders the same form from the retry
 * cookie, so the values and messages come back even with JavaScript off (the form's own pages
 * are static and could not).
 */
export const CONTACT_RETRY_PATH = '/contact/retry';

/** The cookie that brings typed values and field errors back after #contact-invalid. */
export const CONTACT_RETRY_COOKIE = 'oc_contact_retry';
/** Long enough to follow the redirect and for the form's script to load on a slow phone. */
const CONTACT_RETRY_MAX_AGE_SECONDS = 300;
/** Browsers cap a cookie near 4 kB; a long message is dropped before the cookie is cut. */
const CONTACT_RETRY_MAX_LENGTH = 3800;

export interface ContactRetryState {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
}

const CHECKBOX_FIELDS = new Set(['consent']);
const FALLBACK_RETURN_PATH = '/contact';

export function isFormContentType(header: string | null): boolean {
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/** One urlencoded name or value; undefined when its bytes are not UTF-8 (URLSearchParams would put U+FFFD in). */
function decodeFormComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Urlencoded fields as the JSON body the schema expects: one string per field (the first, if a
 * name repeats), checkboxes as booleans (a browser sends an unchecked box not at all), and an
 * empty optional select left out. Undefined when a field is not valid UTF-8 (a 400, as for JSON).
 */
export function formFieldsToBody(text: string): Record<string, unknown> | undefined {
  const params: Array<[string, string]> = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeFormComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = decodeFormComponent(separator === -1 ? '' : pair.slice(separator + 1));
    if (name === undefined || value === undefined) return undefined;
    params.push([name, value]);
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (name in body) continue;
    body[name] = CHECKBOX_FIELDS.has(name) ? value !== '' && value !== 'false' : value;
  }
  for (const name of CHECKBOX_FIELDS) body[name] ??= false;
  return body;
}

/** Same-site path (and query) of the page the form was posted from; `fallback` otherwise. */
export function returnPathFrom(
  headers: Headers,
  allowedHosts: readonly string[],
  fallback = FALLBACK_RETURN_PATH,
): string {
  const referer = headers.get('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const host = url.host.toLowerCase();
    const hosts = [headers.get('x-forwarded-host'), headers.get('host'), ...allowedHosts]
      .map((value) => value?.split(',', 1)[0]?.trim().toLowerCase())
      .filter(Boolean);
    if (!hosts.includes(host)) return fallback;
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}

function serializeRetryState(state: ContactRetryState): string {
  const encoded = encodeURIComponent(JSON.stringify(state));
  if (encoded.length <= CONTACT_RETRY_MAX_LENGTH) return encoded;
  const values = { ...state.values };
  delete values.message;
  const smaller = encodeURIComponent(JSON.stringify({ ...state, values }));
  return smaller.length <= CONTACT_RETRY_MAX_LENGTH
    ? smaller
    : encodeURIComponent(JSON.stringify({ values: {}, errors: state.errors }));
}

/**
 * 303 to the form's page with the outcome; after invalid input, to the retry page with the retry
 * cookie (values and messages).
 */
export function formPostRedirect(
  returnPath: string,
  outcome: FormPostOutcome,
  retry?: ContactRetryState,
): Response {
  // The retry page in the language of the page the form was posted from.
  const path =
    outcome === 'invalid'
      ? localePath(CONTACT_RETRY_PATH, splitLocalePath(returnPath).locale)
      : returnPath;
  const headers = new Headers({
    Location: `${path}#${FORM_POST_FRAGMENTS[outcome]}`,
    'Cache-Control': 'no-store',
  });
  headers.append('Set-Cookie', retryCookie(CONTACT_RETRY_COOKIE, retry));
  return new Response(null, { status: 303, headers });
}

/** A Set-Cookie value carrying the retry state under `name`; without state, one that deletes it. */
export function retryCookie(name: string, retry: ContactRetryState | undefined): string {
  const cookie = (value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  return retry ? cookie(serializeRetryState(retry), CONTACT_RETRY_MAX_AGE_SECONDS) : cookie('', 0);
}

/** A retry cookie's state from a Cookie header (lenient: anything odd counts as nothing). */
export function retryStateFromCookieHeader(
  name: string,
  cookieHeader: string | null,
): ContactRetryState | null {
  return parseContactRetryState(readCookie(name, cookieHeader ?? ''));
}

/** The visit's first-touch attribution from the cookie the middleware wrote (sent with any POST). */
export function attributionFromCookie(headers: Headers): Attribution | undefined {
  return parseAttribution(readCookie(ATTRIBUTION_COOKIE, headers.get('cookie') ?? '')) ?? undefined;
}

/** The retry state on the server (the /contact/retry page), from the request's Cookie header. */
export function contactRetryFromCookieHeader(
  cookieHeader: string | null,
): ContactRetryState | null {
  return retryStateFromCookieHeader(CONTACT_RETRY_COOKIE, cookieHeader);
}

/** The retry cookie's decoded value as state (lenient: anything odd counts as nothing). */
export function parseContactRetryState(json: string | null | undefined): ContactRetryState | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as Partial<ContactRetryState>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values: ContactRetryState['values'] = {};
    for (const [key, value] of Object.entries(parsed.values ?? {})) {
      if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
    }
    const errors: ContactRetryState['errors'] = {};
    for (const [key, value] of Object.entries(parsed.errors ?? {})) {
      if (typeof value === 'string') errors[key] = value;
    }
    return { values, errors };
  } catch {
    return null;
  }
}
