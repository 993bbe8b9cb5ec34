import {
  ATTRIBUTION_PARAMS,
  attributionSchema,
  type Attribution,
  type AttributionParam,
} from '@/lib/leads/attribution-schema';

/** Longest cookie value we write: browsers cap a cookie near 4 kB, and it rides on every request. */
export const ATTRIBUTION_COOKIE_MAX_LENGTH = 2048;

const PARAM_MAX = 200;
const LANDING_PATH_MAX = 500;
const REFERRER_MAX = 1000;
/** When the cookie is too long, the landing path loses its query and is cut to this length. */
const SHORTENED_LANDING_PATH_MAX = 200;

type QueryLike = { get(name: string): string | null };

/** The campaign parameters (utm_*, gclid, fbclid) a URL query carries; blanks ignored, values bounded. */
export function pickCampaignParams(query: QueryLike): Partial<Record<AttributionParam, string>> {
  const picked: Partial<Record<AttributionParam, string>> = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) picked[name] = value.slice(0, PARAM_MAX);
  }
  return picked;
}

export function hasCampaignParams(attribution: Attribution): boolean {
  return ATTRIBUTION_PARAMS.some((name) => Boolean(attribution[name]));
}

function withoutCampaignParams(attribution: Attribution): Attribution {
  const rest: Attribution = { ...attribution };
  for (const name of ATTRIBUTION_PARAMS) delete rest[name];
  return rest;
}

/**
 * First touch for the visit: what is stored wins over a later page's parameters, except that a
 * visit which started untagged (e.g. a direct hit on /) adopts the first campaign it meets.
 * The campaign parameters move as one group so a lead never mixes two campaigns.
 */
export function mergeFirstTouch(stored: Attribution | null, incoming: Attribution): Attribution {
  if (!stored) return incoming;
  // A stored visit without a referrer was a direct visit: a later page's referrer is internal history.
  if (hasCampaignParams(stored) || !hasCampaignParams(incoming)) return stored;
  return { ...withoutCampaignParams(stored), ...pickFrom(incoming) };
}

/**
 * On the page that carries campaign parameters, those win over the stored first touch (the
 * visitor is reading the campaign's page right now); landing path and referrer stay first-touch.
 */
export function mergeCurrentPage(stored: Attribution | null, current: Attribution): Attribution {
  const base: Attribution = {
    ...(stored ?? {}),
    landing_path: stored?.landing_path ?? current.landing_path,
    referrer: stored?.referrer ?? current.referrer,
  };
  if (!hasCampaignParams(current)) return base;
  return { ...withoutCampaignParams(base), ...pickFrom(current) };
}

function pickFrom(attribution: Attribution): Attribution {
  const picked: Attribution = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = attribution[name];
    if (value) picked[name] = value;
  }
  return picked;
}

/** Referrer worth keeping: an http(s) URL from another host (our own pages are not a source). */
export function externalReferrer(
  referrer: string | null | undefined,
  ownHost: string,
): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.host === ownHost) return undefined;
    return referrer.slice(0, REFERRER_MAX);
  } catch {
    return undefined;
  }
}

export function boundedLandingPath(pathWithQuery: string): string {
  return pathWithQuery.slice(0, LANDING_PATH_MAX);
}

/** Lenient read of a stored cookie value: anything malformed counts as "nothing stored". */
export function parseAttribution(raw: string | null | undefined): Attribution | null {
  if (!raw) return null;
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return dropEmpty(parsed.data);
  } catch {
    return null;
  }
}

function dropEmpty(attribution: Attribution): Attribution {
  const clean: Attribution = {};
  for (const [key, value] of Object.entries(attribution) as [
    keyof Attribution,
    string | undefined,
  ][]) {
    if (value) clean[key] = value;
  }
  return clean;
}

/**
 * JSON for the cookie, kept under ATTRIBUTION_COOKIE_MAX_LENGTH once URL-encoded: the referrer
 * goes first, then the landing path is shortened, since campaign parameters matter most.
 */
export function serializeAttribution(attribution: Attribution): string {
  let candidate = dropEmpty(attribution);
  const fits = (value: Attribution) =>
    encodeURIComponent(JSON.stringify(value)).length <= ATTRIBUTION_COOKIE_MAX_LENGTH;
  if (fits(candidate)) return JSON.stringify(candidate);
  candidate = { ...candidate, referrer: undefined };
  delete candidate.referrer;
  if (fits(candidate)) return JSON.stringify(candidate);
  if (candidate.landing_path) {
    const pathOnly = candidate.landing_path.split('?')[0] ?? '/';
    candidate = { ...candidate, landing_path: pathOnly.slice(0, SHORTENED_LANDING_PATH_MAX) };
  }
  if (fits(candidate)) return JSON.stringify(candidate);
  return JSON.stringify({ landing_path: candidate.landing_path });
}
