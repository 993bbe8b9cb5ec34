/**
 * The instant estimate of /quote (issue 47 §4), as arithmetic over the tables editors keep: a
 * price and duration band per service and scope, and a multiplier per timeline. The page shows
 * it; the lead recomputes it on the server (a posted figure is never trusted).
 */
export const QUOTE_SCOPES = ['starter', 'standard', 'advanced'] as const;
export type QuoteScope = (typeof QUOTE_SCOPES)[number];
export const QUOTE_TIMELINES = ['flexible', 'standard', 'rush'] as const;
export type QuoteTimeline = (typeof QUOTE_TIMELINES)[number];

/** One service at one scope: what it costs (USD) and takes (weeks). */
export interface PriceBand {
  service: string;
  scope: QuoteScope;
  minUsd: number;
  maxUsd: number;
  minWeeks: number;
  maxWeeks: number;
}

/** What a timeline does to the price and the duration (1 = unchanged). */
export interface TimelineMultiplier {
  timeline: QuoteTimeline;
  price: number;
  duration: number;
}

export interface QuoteTables {
  bands: readonly PriceBand[];
  timelines: readonly TimelineMultiplier[];
}

export interface QuoteRequest {
  services: readonly string[];
  scope: QuoteScope;
  timeline: QuoteTimeline;
}

export interface Estimate {
  minUsd: number;
  maxUsd: number;
  minWeeks: number;
  maxWeeks: number;
  /** Each chosen service's own price range (after the timeline), in the order asked. */
  lines: Array<{ service: string; minUsd: number; maxUsd: number }>;
}

/** Prices are shown to the nearest 500: a range, not a falsely exact figure. */
const PRICE_STEP_USD = 500;
/** Each service beyond the longest adds this much integration time (the work runs in parallel). */
const WEEKS_PER_EXTRA_SERVICE = 1;

const roundDown = (value: number) => Math.floor(value / PRICE_STEP_USD) * PRICE_STEP_USD;
const roundUp = (value: number) => Math.ceil(value / PRICE_STEP_USD) * PRICE_STEP_USD;

/**
 * The estimate for a request, or undefined when the tables lack a chosen service at that scope or
 * the timeline (an editor's gap shows as no estimate, never as a wrong one).
 */
export function estimateQuote(tables: QuoteTables, request: QuoteRequest): Estimate | undefined {
  const multiplier = tables.timelines.find((row) => row.timeline === request.timeline);
  if (!multiplier || request.services.length === 0) return undefined;
  const bands: PriceBand[] = [];
  for (const service of new Set(request.services)) {
    const band = tables.bands.find((row) => row.service === service && row.scope === request.scope);
    if (!band) return undefined;
    bands.push(band);
  }
  const lines = bands.map((band) => ({
    service: band.service,
    minUsd: roundDown(band.minUsd * multiplier.price),
    maxUsd: roundUp(band.maxUsd * multiplier.price),
  }));
  const extraWeeks = (bands.length - 1) * WEEKS_PER_EXTRA_SERVICE;
  const weeks = (pick: (band: PriceBand) => number) =>
    Math.max(...bands.map(pick)) * multiplier.duration + extraWeeks;
  return {
    minUsd: lines.reduce((sum, line) => sum + line.minUsd, 0),
    maxUsd: lines.reduce((sum, line) => sum + line.maxUsd, 0),
    minWeeks: Math.max(1, Math.floor(weeks((band) => band.minWeeks))),
    maxWeeks: Math.max(1, Math.ceil(weeks((band) => band.maxWeeks))),
    lines,
  };
}
