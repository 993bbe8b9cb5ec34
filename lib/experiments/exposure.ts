/**
 * Exposures: a visitor's first view of an experiment's arm on a day, counted by the site (after
 * consent) in the lead store's database. The middleware cannot reach the database (it runs on
 * the edge runtime), so it posts the view to the route that can, after the response has gone.
 */
import { z } from 'zod';
import { EXPERIMENT_SLUG_PATTERN } from './experiments';

export const EXPOSURE_PATH = '/api/experiments/exposure';
/** A count that cannot be taken in this long is dropped: the page never waits on it. */
const EXPOSURE_POST_TIMEOUT_MS = 3000;
export const EXPOSURE_BODY_MAX_BYTES = 512;

export interface ExperimentView {
  experiment: string;
  variant: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
}

const slug = z.string().regex(EXPERIMENT_SLUG_PATTERN).max(100);
export const experimentViewSchema = z
  .object({ experiment: slug, variant: slug, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
  .strict();

/** The store's day of a cookie's day (YYYYMMDD → YYYY-MM-DD). */
export const storeDay = (cookieDay: string) =>
  `${cookieDay.slice(0, 4)}-${cookieDay.slice(4, 6)}-${cookieDay.slice(6, 8)}`;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the middleware posts a view: the address the request came to, when that is this site
 * (NEXT_PUBLIC_SITE_URL's host) or this machine. A forged Host header sends nothing anywhere.
 */
export function exposureOrigin(requestUrl: URL, siteUrl: string | undefined): string | undefined {
  let siteHost: string | undefined;
  try {
    siteHost = siteUrl ? new URL(siteUrl).host : undefined;
  } catch {
    siteHost = undefined;
  }
  return requestUrl.host === siteHost || LOOPBACK_HOSTS.has(requestUrl.hostname)
    ? requestUrl.origin
    : undefined;
}

/** Posts one view to this site's exposure route; a failure is logged, never thrown. */
export async function postExposure(
  origin: string,
  view: ExperimentView,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetcher(new URL(EXPOSURE_PATH, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      signal: AbortSignal.timeout(EXPOSURE_POST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error(`[experiments] view of ${view.experiment}/${view.variant} not counted: ${error}`);
  }
}
