import { isIP } from 'node:net';
import { CONSENT_COOKIE, parseConsentCookie, type ConsentChoice } from '@/lib/analytics/consent';
import { readCookie } from '@/lib/cookies';

/** What a lead's request tells the ad platforms about the browser it came from. */
export interface VisitorSignals {
  /** The consent stored when the form was sent (its cookie); null = the visitor never chose. */
  consent: ConsentChoice | null;
  /** Meta's browser id (`_fbp`, set by the pixel). */
  fbp?: string;
  /** Meta's click id (`_fbc`, set by the pixel, else made from the visit's fbclid). */
  fbc?: string;
  /** GA4's client id: the last two fields of `_ga` (GA1.1.<random>.<first visit>). */
  gaClientId?: string;
  clientIp?: string;
  userAgent?: string;
  /** The page the form was sent from. */
  pageUrl?: string;
}

const FBP_PATTERN = /^fb\.[0-9]\.[0-9]{10,13}\.[0-9]{1,25}$/;
const FBC_PATTERN = /^fb\.[0-9]\.[0-9]{10,13}\.[A-Za-z0-9_-]{1,500}$/;
const GA_COOKIE_PATTERN = /^GA[0-9]\.[0-9]+\.([0-9]{1,20}\.[0-9]{1,20})$/;
const FBCLID_PATTERN = /^[A-Za-z0-9_-]{1,500}$/;

/** The page URL the browser named (Referer), when it is an http(s) page of this site. */
function pageUrlFrom(referer: string | null, siteHosts: readonly string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    if (siteHosts.length > 0 && !siteHosts.includes(url.host)) return undefined;
    return url.toString().slice(0, 1000);
  } catch {
    return undefined;
  }
}

/**
 * Reads the signals off a lead's request. Cookies that do not have their platform's shape are
 * left out rather than sent: a forged value must not reach a conversion.
 */
export function visitorSignalsFrom(
  headers: Headers,
  {
    clientIp,
    fbclid,
    submittedAt,
    siteHosts = [],
  }: { clientIp: string; fbclid?: string; submittedAt: Date; siteHosts?: readonly string[] },
): VisitorSignals {
  const cookies = headers.get('cookie') ?? '';
  const cookie = (name: string, pattern: RegExp) => {
    const value = readCookie(name, cookies);
    return value !== null && pattern.test(value) ? value : undefined;
  };
  const fbcCookie = cookie('_fbc', FBC_PATTERN);
  // Meta's format for a click id the pixel did not store: fb.1.<ms first seen>.<fbclid>.
  const fbcFromClick =
    fbclid && FBCLID_PATTERN.test(fbclid) ? `fb.1.${submittedAt.getTime()}.${fbclid}` : undefined;
  const gaClientId = GA_COOKIE_PATTERN.exec(readCookie('_ga', cookies) ?? '')?.[1];
  const userAgent = headers.get('user-agent')?.slice(0, 500);
  return {
    consent: parseConsentCookie(readCookie(CONSENT_COOKIE, cookies)),
    fbp: cookie('_fbp', FBP_PATTERN),
    fbc: fbcCookie ?? fbcFromClick,
    gaClientId,
    clientIp: isIP(clientIp) ? clientIp : undefined,
    userAgent: userAgent || undefined,
    pageUrl: pageUrlFrom(headers.get('referer'), siteHosts),
  };
}
