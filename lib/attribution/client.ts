import { readCookie } from '@/lib/cookies';
import { ATTRIBUTION_COOKIE, type Attribution } from '@/lib/leads/attribution-schema';
import {
  boundedLandingPath,
  externalReferrer,
  mergeCurrentPage,
  parseAttribution,
  pickCampaignParams,
} from './merge';

/**
 * Attribution to send with a lead, read in the browser: the visit's first touch from the cookie
 * the middleware wrote, with this page's campaign parameters winning, and document.referrer as
 * the fallback when the visit has no stored referrer.
 */
export function readAttribution(): Attribution {
  if (typeof window === 'undefined') return {};
  const stored = parseAttribution(readCookie(ATTRIBUTION_COOKIE));
  const current: Attribution = {
    ...pickCampaignParams(new URLSearchParams(window.location.search)),
    landing_path: boundedLandingPath(window.location.pathname + window.location.search),
  };
  const referrer = externalReferrer(document.referrer, window.location.host);
  if (referrer) current.referrer = referrer;
  return mergeCurrentPage(stored, current);
}
