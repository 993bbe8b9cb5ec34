/**
 * The /quote estimate's tables against a real Directus, seeded, with the site built and served
 * against it: the seed gives editors the bundled price bands and timelines in their own folder;
 * /quote estimates from them; a band an editor changes is live on /quote within 10 s without a
 * rebuild; a band made unusable (its minimum above its maximum) is left out and logged, and a
 * band deleted leaves that service without an estimate at that scope (no wrong figure).
 *
 * Ports: CMS_TEST_PORT (Directus, default 8311) and CMS_TEST_SITE_PORT (next start, default 3321);
 * the build goes to CMS_TEST_DIST_DIR (default .next-quote-cms).
 */
import { rmSync } from 'node:fs';
import { fallbackQuoteTables } from '@/lib/quote/bundled-tables';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import {
  buildSite,
  cmsSiteEnv,
  pageText,
  startSite,
  visibleText,
  waitUntil,
  type RunningSite,
} from './support/site';
import { logMeasurements, runSeed } from './support/seed';
import { seededDataDir } from './support/template';

const CMS_PORT = Number(process.env.CMS_TEST_PORT ?? 8311);
const SITE_PORT = Number(process.env.CMS_TEST_SITE_PORT ?? 3321);
const DIST_DIR = process.env.CMS_TEST_DIST_DIR ?? '.next-quote-cms';
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/** The bound from an edit in Directus to the changed page. */
const EDIT_TO_LIVE_LIMIT_MS = 10_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

const BANDS = 'octaacer_quote_price_bands';
const TIMELINES = 'octaacer_quote_timelines';
const SERVICE = 'ai-development';
const QUOTE_URL = `${SITE_URL}/quote?services=${SERVICE}&scope=standard&timeline=standard`;
const BUNDLED = fallbackQuoteTables.bands.find(
  (band) => band.service === SERVICE && band.scope === 'standard',
)!;
const EDITED = { min_usd: 17_000, max_usd: 33_000 };

const measurements: Record<string, string> = {};
let dataDir: string;
let directus: RunningDirectus;
let site: RunningSite | undefined;
let seedOutput = '';
let bandId: number;

async function adminRequest<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${directus.url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${directus.secrets.adminToken}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The words of the element with `data-testid={testId}` in the served HTML, or undefined. */
function elementText(html: string, testId: string): string | undefined {
  const open = new RegExp(`<([a-z]+)[^>]*\\bdata-testid="${testId}"[^>]*>`).exec(html);
  if (!open) return undefined;
  const tag = open[1]!;
  const nesting = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'g');
  nesting.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let match = nesting.exec(html); match; match = nesting.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return visibleText(html.slice(open.index, match.index));
  }
  return undefined;
}

/** What a visitor of /quote?services=ai-development&scope=standard&timeline=standard reads. */
async function quoteState(): Promise<string> {
  const { status, html } = await pageText(QUOTE_URL);
  if (status !== 200) return `/quote answered ${status}`;
  const estimate = elementText(html, 'quote-estimate');
  if (estimate !== undefined) return `estimate: ${estimate}`;
  return elementText(html, 'quote-no-estimate') !== undefined
    ? 'no estimate'
    : '/quote shows neither an estimate nor its absence';
}

/** Waits until /quote shows `wanted` (a price range, or no estimate); returns how long it took. */
function untilQuoteShows(wanted: { minUsd: number; maxUsd: number } | 'no estimate') {
  return waitUntil(async () => {
    const state = await quoteState();
    if (wanted === 'no estimate') return state === 'no estimate' ? true : `still ${state}`;
    return state.includes(usd(wanted.minUsd)) && state.includes(usd(wanted.maxUsd))
      ? true
      : `still ${state}`;
  }, EDIT_TO_LIVE_LIMIT_MS);
}

beforeAll(async () => {
  dataDir = seededDataDir('cms-quote-');
  directus = await startDirectus({ dataDir, port: CMS_PORT, stdio: 'ignore' });
  // Its own seed adds this site's revalidation Flow to the seeded template.
  const seed = await runSeed(directus, { REVALIDATE_URL: `${SITE_URL}/api/revalidate` });
  if (seed.status !== 0) throw new Error(`cms:seed failed:\n${seed.output}`);
  seedOutput = seed.output;

  const env = cmsSiteEnv({ directus, distDir: DIST_DIR, siteUrl: SITE_URL, dataDir });
  const build = await buildSite(env);
  measurements.build = `${build.seconds.toFixed(0)} s`;
  if (build.code !== 0) throw new Error(`next build failed:\n${build.output.slice(-4000)}`);
  site = await startSite(env, SITE_PORT);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await site?.stop();
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  logMeasurements('Quote tables test measurements', measurements);
});

describe('the /quote estimate tables on a real Directus', () => {
  it('the seed gave editors the bundled bands and timelines, in a Quote Estimate folder, and a second seed changes nothing', async () => {
    expect(seedOutput).toMatch(/flow Revalidate website/);
    const bands = await adminRequest<
      Array<{
        id: number;
        service: { slug: string };
        scope: string;
        min_usd: number;
        max_usd: number;
        min_weeks: number;
        max_weeks: number;
      }>
    >('GET', `/items/${BANDS}?fields=*,service.slug&limit=-1`);
    expect(
      bands
        .map((band) => ({
          service: band.service.slug,
          scope: band.scope,
          minUsd: band.min_usd,
          maxUsd: band.max_usd,
          minWeeks: band.min_weeks,
          maxWeeks: band.max_weeks,
        }))
        .sort((a, b) => `${a.service}${a.scope}`.localeCompare(`${b.service}${b.scope}`)),
    ).toEqual(
      [...fallbackQuoteTables.bands].sort((a, b) =>
        `${a.service}${a.scope}`.localeCompare(`${b.service}${b.scope}`),
      ),
    );
    bandId = bands.find((band) => band.service.slug === SERVICE && band.scope === 'standard')!.id;
    const timelines = await adminRequest<
      Array<{ timeline: string; price_multiplier: number; duration_multiplier: number }>
    >('GET', `/items/${TIMELINES}?fields=timeline,price_multiplier,duration_multiplier`);
    expect(
      timelines.map((row) => ({
        timeline: row.timeline,
        price: Number(row.price_multiplier),
        duration: Number(row.duration_multiplier),
      })),
    ).toEqual(expect.arrayContaining([...fallbackQuoteTables.timelines]));
    expect(timelines).toHaveLength(fallbackQuoteTables.timelines.length);

    const second = await runSeed(directus, { REVALIDATE_URL: `${SITE_URL}/api/revalidate` });
    expect(second.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 120_000);

  it('an editor reads a band as its service and scope, and each figure with its unit', async () => {
    type Collection = {
      collection: string;
      meta: { group: string | null; display_template: string | null; note: string | null };
    };
    const collection = (name: string) => adminRequest<Collection>('GET', `/collections/${name}`);
    expect((await collection(BANDS)).meta).toMatchObject({
      group: 'octaacer_quote',
      display_template: '{{service.title}} · {{scope}}',
    });
    expect((await collection(TIMELINES)).meta.group).toBe('octaacer_quote');
    const note = async (name: string, field: string) =>
      (await adminRequest<{ meta: { note: string } }>('GET', `/fields/${name}/${field}`)).meta.note;
    expect(await note(BANDS, 'min_usd')).toMatch(/US dollars: 15000 is \$15,000\. At most the max/);
    expect(await note(BANDS, 'max_weeks')).toMatch(/in weeks\. At least the min weeks/);
    expect(await note(TIMELINES, 'price_multiplier')).toMatch(/1 = unchanged, 1\.3 = 30 % more/);
    // One row per timeline: Directus refuses a second 'rush'.
    const duplicate = await fetch(`${directus.url}/items/${TIMELINES}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${directus.secrets.adminToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ timeline: 'rush', price_multiplier: 2, duration_multiplier: 0.5 }),
    });
    expect(duplicate.status).toBe(400);
  });

  it('/quote estimates from the seeded band', async () => {
    const state = await quoteState();
    expect(state).toMatch(/^estimate: /);
    expect(state).toContain(usd(BUNDLED.minUsd));
    expect(state).toContain(usd(BUNDLED.maxUsd));
  });

  it("an editor's new figures for the band are live on /quote within 10 s, without a rebuild", async () => {
    await adminRequest('PATCH', `/items/${BANDS}/${bandId}`, EDITED);
    const took = await untilQuoteShows({ minUsd: EDITED.min_usd, maxUsd: EDITED.max_usd });
    measurements['band edited → live'] = `${took} ms`;
    // Through the seeded Flow and /api/revalidate: the estimate's reads are cached by their tag.
    expect(site!.output()).toMatch(/\[revalidate\] expired .*cms:quote_price_bands\b/);
  }, 30_000);

  it('a band whose minimum is above its maximum is left out (no estimate, never a wrong one) and logged; fixed, it is back', async () => {
    await adminRequest('PATCH', `/items/${BANDS}/${bandId}`, { min_usd: 40_000 });
    measurements['band made unusable → no estimate'] = `${await untilQuoteShows('no estimate')} ms`;
    expect(site!.output()).toContain(
      `[content] quote tables: price band ${bandId} left out: min_usd 40000 is more than max_usd 33000.`,
    );
    await adminRequest('PATCH', `/items/${BANDS}/${bandId}`, EDITED);
    await untilQuoteShows({ minUsd: EDITED.min_usd, maxUsd: EDITED.max_usd });
  }, 40_000);

  it('the band deleted, /quote shows no estimate for that service at that scope within 10 s', async () => {
    await adminRequest('DELETE', `/items/${BANDS}/${bandId}`);
    measurements['band deleted → no estimate'] = `${await untilQuoteShows('no estimate')} ms`;
    // The service's other scopes still estimate.
    const { html } = await pageText(QUOTE_URL.replace('scope=standard', 'scope=starter'));
    expect(elementText(html, 'quote-estimate')).toBeDefined();
  }, 30_000);
});
