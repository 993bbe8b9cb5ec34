import type { Attribution } from '@/lib/leads/attribution-schema';
import {
  boundedLandingPath,
  externalReferrer,
  mergeFirstTouch,
  parseAttribution,
  pickCampaignParams,
  serializeAttribution,
} from './merge';

export interface NavigationFacts {
  pathname: string;
  search: string;
  /** The Referer request header, if any. */
  referer: string | null;
  host: string;
  /** Current value of the attribution cookie, if any. */
  storedCookie: string | null | undefined;
}

/**
 * What the middleware should write for this page navigation: the new cookie value, or null when
 * the stored first touch already says everything (no Set-Cookie on most requests).
 */
export function nextAttributionCookie(facts: NavigationFacts): string | null {
  const stored = parseAttribution(facts.storedCookie);
  const query = new URLSearchParams(facts.search);
  query.delete('_rsc'); // the App Router's cache-busting marker on client navigations
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const incoming: Attribution = {
    ...pickCampaignParams(query),
    landing_path: boundedLandingPath(facts.pathname + search),
  };
  const referrer = externalReferrer(facts.referer, facts.host);
  if (referrer) incoming.referrer = referrer;
  const merged = mergeFirstTouch(stored, incoming);
  const serialized = serializeAttribution(merged);
  if (stored && serializeAttribution(stored) === serialized) return null;
  return serialized;
}

/** Requests that are not a visitor opening a page: router prefetches and similar. */
export function isPrefetchRequest(headers: Headers): boolean {
  return (
    headers.has('next-router-prefetch') ||
    headers.get('purpose') === 'prefetch' ||
    headers.get('sec-purpose')?.includes('prefetch') === true
  );
}
