/**
 * The /quote estimate's tables in Directus (price bands, timelines), seeded from the bundled ones
 * (lib/quote/bundled-tables.ts). Each table is filled only while it is empty: once an editor keeps
 * the tables, a second seed leaves them be, and a band an editor deleted on purpose (a service
 * not offered at a scope) stays deleted.
 */
import { cmsCollectionName } from '@/lib/cms/config';
import type { QuoteTables } from '@/lib/quote/estimate';
import type { AdminApi } from './directus-admin';

type Json = Record<string, unknown>;

/** Band rows for the services Directus has, by slug (the band's service is a many-to-one). */
export function quoteBandRecords(
  tables: QuoteTables,
  serviceIds: ReadonlyMap<string, number>,
): { records: Json[]; missing: string[] } {
  const missing = new Set<string>();
  const records = tables.bands.flatMap((band) => {
    const service = serviceIds.get(band.service);
    if (service === undefined) {
      missing.add(band.service);
      return [];
    }
    return [
      {
        service,
        scope: band.scope,
        min_usd: band.minUsd,
        max_usd: band.maxUsd,
        min_weeks: band.minWeeks,
        max_weeks: band.maxWeeks,
      },
    ];
  });
  return { records, missing: [...missing] };
}

export function quoteTimelineRecords(tables: QuoteTables): Json[] {
  return tables.timelines.map((row) => ({
    timeline: row.timeline,
    price_multiplier: row.price,
    duration_multiplier: row.duration,
  }));
}

async function isEmpty(api: AdminApi, collection: string): Promise<boolean> {
  const rows = await api.request<unknown[]>('GET', `/items/${collection}?fields=id&limit=1`);
  return rows.length === 0;
}

/** Fills each empty table from `tables`; runs after the services are imported. */
export async function ensureQuoteTables(
  api: AdminApi,
  prefix: string,
  tables: QuoteTables,
  changes: string[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const bands = cmsCollectionName('quote_price_bands', prefix);
  if (await isEmpty(api, bands)) {
    const services = await api.list<{ id: number; slug: string | null }>(
      `/items/${cmsCollectionName('services', prefix)}`,
      { fields: 'id,slug' },
    );
    const serviceIds = new Map(
      services.flatMap((service) => (service.slug ? [[service.slug, service.id] as const] : [])),
    );
    const { records, missing } = quoteBandRecords(tables, serviceIds);
    if (missing.length > 0)
      log(`${bands}: no service ${missing.join(', ')} in Directus, so no bands for it`);
    if (records.length > 0) {
      await api.request('POST', `/items/${bands}`, records);
      changes.push(`${bands}: ${records.length} created`);
    }
  }
  const timelines = cmsCollectionName('quote_timelines', prefix);
  if (await isEmpty(api, timelines)) {
    const records = quoteTimelineRecords(tables);
    await api.request('POST', `/items/${timelines}`, records);
    changes.push(`${timelines}: ${records.length} created`);
  }
}
