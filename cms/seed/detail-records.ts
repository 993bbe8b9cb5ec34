/**
 * Finds the page-detail records that content-fallback/ keeps beside the card records, without a list
 * to maintain: an export whose name says what it details (serviceDetails, industryDetailBySlug,
 * fallbackProjectDetails, portfolioDetails …) and that holds records by slug (an object keyed by slug, or a
 * list of records with a slug) goes into that collection's `detail` JSON field.
 */
export type DetailKind = 'services' | 'industries' | 'projects';

export interface DiscoveredContent {
  details: Record<DetailKind, Map<string, unknown>>;
  /** Which exports were used, for the seed's report. */
  sources: string[];
}

const KIND_BY_NAME: Array<[RegExp, DetailKind]> = [
  [/^(fallback)?services?.*details?/i, 'services'],
  [/^(fallback)?industr(y|ies).*details?/i, 'industries'],
  [/^(fallback)?(projects?|portfolios?).*details?/i, 'projects'],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bySlug(value: unknown): Map<string, unknown> | undefined {
  if (Array.isArray(value)) {
    const entries = value.filter(isRecord).filter((item) => typeof item.slug === 'string');
    return entries.length === value.length && entries.length > 0
      ? new Map(entries.map((item) => [item.slug as string, item]))
      : undefined;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return entries.length > 0 && entries.every(([, item]) => isRecord(item))
      ? new Map(entries)
      : undefined;
  }
  return undefined;
}

/** `modules` maps a module path to its exports (as `import * as`). */
export function discoverDetailContent(
  modules: Record<string, Record<string, unknown>>,
): DiscoveredContent {
  const found: DiscoveredContent = {
    details: { services: new Map(), industries: new Map(), projects: new Map() },
    sources: [],
  };
  for (const [modulePath, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      const kind = KIND_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
      const records = kind ? bySlug(value) : undefined;
      if (kind && records) {
        for (const [slug, record] of records) found.details[kind].set(slug, record);
        found.sources.push(`${modulePath}#${name} → ${kind}.detail (${records.size})`);
      }
    }
  }
  return found;
}
