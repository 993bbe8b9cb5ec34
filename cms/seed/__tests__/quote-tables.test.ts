/** @jest-environment node */
import { fallbackQuoteTables } from '@/lib/quote/bundled-tables';
import { fallbackServices } from '@/content-fallback/services';
import { ensureQuoteTables, quoteBandRecords, quoteTimelineRecords } from '../quote-tables';
import type { AdminApi } from '../directus-admin';

const serviceIds = new Map(fallbackServices.map((service, index) => [service.slug, index + 1]));

/** A stand-in Directus holding rows per collection; records what the seed posts. */
function fakeDirectus(rows: Record<string, unknown[]>) {
  const posted: Array<{ path: string; body: unknown }> = [];
  const api: AdminApi = {
    async request<T>(method: string, pathname: string, body?: unknown) {
      const collection = /^\/items\/([a-z_]+)/.exec(pathname)![1]!;
      if (method === 'POST') {
        posted.push({ path: pathname, body });
        return undefined as T;
      }
      return (rows[collection] ?? []).slice(0, 1) as T;
    },
    async list<T>(pathname: string) {
      return (rows[/^\/items\/([a-z_]+)/.exec(pathname)![1]!] ?? []) as T[];
    },
  };
  return { api, posted };
}

const services = fallbackServices.map((service) => ({
  id: serviceIds.get(service.slug),
  slug: service.slug,
}));

describe('the quote tables seed (cms/seed/quote-tables.ts)', () => {
  it('writes every bundled band against its service id, in whole dollars and weeks', () => {
    const { records, missing } = quoteBandRecords(fallbackQuoteTables, serviceIds);
    expect(missing).toEqual([]);
    expect(records).toHaveLength(fallbackQuoteTables.bands.length);
    expect(records).toContainEqual({
      service: serviceIds.get('ai-development'),
      scope: 'standard',
      min_usd: 15000,
      max_usd: 30000,
      min_weeks: 6,
      max_weeks: 12,
    });
  });

  it('every bundled band names a bundled service', () => {
    const slugs = new Set(fallbackServices.map((service) => service.slug));
    expect(fallbackQuoteTables.bands.filter((band) => !slugs.has(band.service))).toEqual([]);
  });

  it('skips the bands of a service Directus lacks, and says which', () => {
    const { records, missing } = quoteBandRecords(
      fallbackQuoteTables,
      new Map([['ai-development', 4]]),
    );
    expect(records.map((record) => record.service)).toEqual([4, 4, 4]);
    expect(missing).toContain('ui-ux-design');
  });

  it('writes the three timelines with their multipliers', () => {
    expect(quoteTimelineRecords(fallbackQuoteTables)).toEqual([
      { timeline: 'flexible', price_multiplier: 0.95, duration_multiplier: 1.25 },
      { timeline: 'standard', price_multiplier: 1, duration_multiplier: 1 },
      { timeline: 'rush', price_multiplier: 1.25, duration_multiplier: 0.75 },
    ]);
  });

  it('fills empty tables', async () => {
    const { api, posted } = fakeDirectus({ octaacer_services: services });
    const changes: string[] = [];
    await ensureQuoteTables(api, 'octaacer', fallbackQuoteTables, changes, () => {});
    expect(posted.map((call) => call.path)).toEqual([
      '/items/octaacer_quote_price_bands',
      '/items/octaacer_quote_timelines',
    ]);
    expect(changes).toEqual([
      'octaacer_quote_price_bands: 30 created',
      'octaacer_quote_timelines: 3 created',
    ]);
  });

  it("leaves an editor's tables alone: a deleted band stays deleted", async () => {
    const { api, posted } = fakeDirectus({
      octaacer_services: services,
      octaacer_quote_price_bands: [{ id: 12 }],
      octaacer_quote_timelines: [{ id: 1 }],
    });
    const changes: string[] = [];
    await ensureQuoteTables(api, 'octaacer', fallbackQuoteTables, changes, () => {});
    expect(posted).toEqual([]);
    expect(changes).toEqual([]);
  });
});
