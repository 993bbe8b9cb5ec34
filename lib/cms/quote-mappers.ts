/**
 * The /quote estimate tables as editors keep them in Directus (price bands, timelines) → the
 * tables lib/quote/estimate.ts reads. A row the estimate could not use truthfully (no service,
 * an unknown scope or timeline, a figure that is missing, negative or not a number, a minimum
 * above its maximum) is left out with one log line naming the row and what is wrong with it.
 */
import {
  QUOTE_SCOPES,
  QUOTE_TIMELINES,
  type PriceBand,
  type QuoteScope,
  type QuoteTables,
  type QuoteTimeline,
  type TimelineMultiplier,
} from '@/lib/quote/estimate';
import type { RawQuotePriceBand, RawQuoteTimeline } from './types';

/** A figure as Directus sends it (a number; a decimal column as text); undefined when none. */
function figure(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

function serviceSlugOf(service: RawQuotePriceBand['service']): string | undefined {
  const slug = service && typeof service === 'object' ? service.slug : undefined;
  return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : undefined;
}

/** What is wrong with a figure, or undefined when it is a usable one. */
function figureProblem(name: string, value: number | undefined, positive = false) {
  if (value === undefined) return `${name} is empty`;
  if (!Number.isFinite(value)) return `${name} is not a number`;
  if (positive ? value <= 0 : value < 0)
    return `${name} ${value} is ${positive ? 'not above 0' : 'negative'}`;
  return undefined;
}

function rangeProblems(
  minName: string,
  min: number | undefined,
  maxName: string,
  max: number | undefined,
): string[] {
  const problems = [figureProblem(minName, min), figureProblem(maxName, max)].filter(
    (problem): problem is string => problem !== undefined,
  );
  if (problems.length === 0 && min! > max!)
    problems.push(`${minName} ${min} is more than ${maxName} ${max}`);
  return problems;
}

const rowName = (kind: string, id: RawQuotePriceBand['id']) =>
  `${kind} ${id === null || id === undefined ? '(no id)' : String(id)}`;

function mapBand(raw: RawQuotePriceBand): PriceBand | string[] {
  const service = serviceSlugOf(raw.service);
  const scope = raw.scope ?? '';
  const [minUsd, maxUsd, minWeeks, maxWeeks] = [
    raw.min_usd,
    raw.max_usd,
    raw.min_weeks,
    raw.max_weeks,
  ].map(figure);
  const problems = [
    ...(service ? [] : ['it has no service']),
    ...((QUOTE_SCOPES as readonly string[]).includes(scope)
      ? []
      : [`scope '${scope}' is not one of ${QUOTE_SCOPES.join(', ')}`]),
    ...rangeProblems('min_usd', minUsd, 'max_usd', maxUsd),
    ...rangeProblems('min_weeks', minWeeks, 'max_weeks', maxWeeks),
  ];
  if (problems.length > 0) return problems;
  return {
    service: service!,
    scope: scope as QuoteScope,
    minUsd: minUsd!,
    maxUsd: maxUsd!,
    minWeeks: minWeeks!,
    maxWeeks: maxWeeks!,
  };
}

function mapTimeline(raw: RawQuoteTimeline): TimelineMultiplier | string[] {
  const timeline = raw.timeline ?? '';
  const price = figure(raw.price_multiplier);
  const duration = figure(raw.duration_multiplier);
  const problems = [
    ...((QUOTE_TIMELINES as readonly string[]).includes(timeline)
      ? []
      : [`timeline '${timeline}' is not one of ${QUOTE_TIMELINES.join(', ')}`]),
    ...[
      figureProblem('price_multiplier', price, true),
      figureProblem('duration_multiplier', duration, true),
    ].filter((problem): problem is string => problem !== undefined),
  ];
  if (problems.length > 0) return problems;
  return { timeline: timeline as QuoteTimeline, price: price!, duration: duration! };
}

/**
 * The usable rows, in the order read. A second band for a service and scope, or a second row
 * for a timeline, is left out too: the first one read is the one the estimate uses.
 */
export function mapQuoteTables(
  bands: readonly RawQuotePriceBand[],
  timelines: readonly RawQuoteTimeline[],
  log: (line: string) => void,
): QuoteTables {
  const leftOut = (what: string, problems: string[]) =>
    log(`[content] quote tables: ${what} left out: ${problems.join('; ')}.`);

  const usedBands = new Map<string, { band: PriceBand; row: string }>();
  for (const raw of bands) {
    const row = rowName('price band', raw.id);
    const band = mapBand(raw);
    if (Array.isArray(band)) {
      leftOut(row, band);
      continue;
    }
    const key = `${band.service} · ${band.scope}`;
    const first = usedBands.get(key);
    if (first) leftOut(row, [`${first.row} already prices ${key}`]);
    else usedBands.set(key, { band, row });
  }

  const usedTimelines = new Map<string, { timeline: TimelineMultiplier; row: string }>();
  for (const raw of timelines) {
    const row = rowName('timeline', raw.id);
    const timeline = mapTimeline(raw);
    if (Array.isArray(timeline)) {
      leftOut(row, timeline);
      continue;
    }
    const first = usedTimelines.get(timeline.timeline);
    if (first) leftOut(row, [`${first.row} already sets ${timeline.timeline}`]);
    else usedTimelines.set(timeline.timeline, { timeline, row });
  }

  return {
    bands: [...usedBands.values()].map(({ band }) => band),
    timelines: [...usedTimelines.values()].map(({ timeline }) => timeline),
  };
}
