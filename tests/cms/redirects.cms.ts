/**
 * Editors' redirects and SEO fields against a real Directus, with the site built and served:
 * a redirect to itself or one that closes a loop is refused on save; a failing operation of the
 * redirect Flows never stops an editor's save; a project's new slug makes its old URL answer 301
 * within 10 s (chains in one hop, query kept); an editor's 302 is live within 10 s; noindex on a
 * service reaches its robots meta and the sitemap within 10 s through the revalidation Flow; with
 * Directus stopped the redirects keep working.
 *
 * Ports: REDIRECTS_CMS_PORT (Directus, default 8303), REDIRECTS_SITE_PORT (next start, default
 * 3313); CMS_TEST_PORT and CMS_TEST_SITE_PORT are read too, as the other CMS suites do.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import { LOOP_FLOW_NAME, SLUG_FLOW_NAME } from '@/cms/seed/flows-redirects';
import { fallbackProjects } from '@/content-fallback/projects';
import {
  buildSite,
  cmsSiteEnv,
  pageText,
  startSite,
  waitUntil,
  type RunningSite,
} from './support/site';
import { logMeasurements, runSeed } from './support/seed';
import { seededDataDir } from './support/template';
import { PREFIXED_LOCALES } from '@/lib/i18n/locales';

const CMS_PORT = Number(process.env.REDIRECTS_CMS_PORT ?? process.env.CMS_TEST_PORT ?? 8303);
const SITE_PORT = Number(process.env.REDIRECTS_SITE_PORT ?? process.env.CMS_TEST_SITE_PORT ?? 3313);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const DIST_DIR = process.env.REDIRECTS_DIST_DIR ?? '.next-redirects-cms';
/** The bound from a change in Directus to the site answering with it. */
const EDIT_TO_LIVE_LIMIT_MS = 10_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

const MOVED_PROJECT = fallbackProjects[1]!; // fintech-mobile
const NEW_PROJECT_SLUG = 'gulf-mobile-banking';
const NOINDEX_SERVICE_SLUG = 'cloud-services';
const REDIRECTS = 'octaacer_redirects';

const measurements: Record<string, string> = {};
let dataDir: string;
let directus: RunningDirectus;
let site: RunningSite | undefined;

async function api(method: string, pathname: string, body?: unknown) {
  const send = () =>
    fetch(`${directus.url}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${directus.secrets.adminToken}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection Directus closed while the seed ran: sent once more on a new one.
  const response = await send().catch(send);
  const text = await response.text();
  const json = text
    ? (JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string }> })
    : {};
  return { status: response.status, data: json.data as never, errors: json.errors ?? [] };
}

async function ok<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const answer = await api(method, pathname, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${pathname}: ${answer.status} ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

const redirectsFrom = (from: string) =>
  ok<Array<{ id: number; url_to: string; response_code: number; note: string | null }>>(
    'GET',
    `/items/${REDIRECTS}?filter[url_from][_eq]=${encodeURIComponent(from)}&fields=id,url_to,response_code,note`,
  );

async function itemId(collection: string, slug: string): Promise<number> {
  const [item] = await ok<Array<{ id: number }>>(
    'GET',
    `/items/${collection}?filter[slug][_eq]=${slug}&fields=id`,
  );
  return item!.id;
}

const seedDirectus = () => runSeed(directus, { REVALIDATE_URL: `${SITE_URL}/api/revalidate` });

/** The site's answer to a path, without following a redirect; the location as a site path. */
async function answer(pathname: string) {
  const response = await fetch(`${SITE_URL}${pathname}`, { redirect: 'manual', cache: 'no-store' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location: location.replace(SITE_URL, '') };
}

let firstSeed: Awaited<ReturnType<typeof seedDirectus>> | undefined;

beforeAll(async () => {
  dataDir = seededDataDir('cms-redirects-');
  directus = await startDirectus({ dataDir, port: CMS_PORT, stdio: 'ignore' });
  // The first seed of an empty Directus (140-185 s beside another suite) is the setting; the first
  // test checks what it wrote.
  firstSeed = await seedDirectus();
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await site?.stop();
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  logMeasurements('Redirect test measurements', measurements);
});

describe('redirects and SEO fields in a real Directus', () => {
  it('cms:seed creates the redirect Flows once', async () => {
    // Their creation in an empty Directus is checked in directus.cms.ts; here they are in place.
    const first = firstSeed!;
    expect(first.status).toBe(0);
    const flows = await ok<Array<{ name: string }>>('GET', '/flows?fields=name&limit=-1');
    expect(flows.map((flow) => flow.name)).toEqual(
      expect.arrayContaining([LOOP_FLOW_NAME, SLUG_FLOW_NAME]),
    );
    const second = await seedDirectus();
    expect(second.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 240_000);

  it('a redirect to itself is refused on save with a clear message, and nothing is stored', async () => {
    const refused = await api('POST', `/items/${REDIRECTS}`, {
      url_from: '/spring-offer',
      url_to: '/Spring-Offer/',
    });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.message).toMatch(/from \/spring-offer to itself would never end/);
    expect(await redirectsFrom('/spring-offer')).toEqual([]);
  });

  it('a loop A → B, B → A is refused, on create and on update', async () => {
    await ok('POST', `/items/${REDIRECTS}`, { url_from: '/loop-a', url_to: '/loop-b' });
    const refused = await api('POST', `/items/${REDIRECTS}`, {
      url_from: '/loop-b',
      url_to: '/loop-a',
    });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.message).toMatch(
      /would make a loop \(\/loop-b → \/loop-a → \/loop-b\)/,
    );
    expect(await redirectsFrom('/loop-b')).toEqual([]);

    const other = await ok<{ id: number }>('POST', `/items/${REDIRECTS}`, {
      url_from: '/loop-c',
      url_to: '/about',
    });
    const update = await api('PATCH', `/items/${REDIRECTS}/${other.id}`, { url_to: '/loop-c' });
    expect(update.status).toBe(400);
    expect((await redirectsFrom('/loop-c'))[0]?.url_to).toBe('/about');
  });

  it("a failing operation of the redirect Flows never stops an editor's save", async () => {
    type Operation = { id: string; key: string; options: Record<string, unknown> };
    const flows = await ok<Array<{ id: string; name: string }>>(
      'GET',
      '/flows?fields=id,name&limit=-1',
    );
    const operations = await ok<Array<Operation & { flow: string }>>(
      'GET',
      '/operations?fields=id,key,options,flow&limit=-1',
    );
    const operation = (flowName: string, key: string) => {
      const flow = flows.find((candidate) => candidate.name === flowName)!;
      return operations.find((candidate) => candidate.flow === flow.id && candidate.key === key)!;
    };
    // Each first read fails (no such collection).
    for (const [flowName, key] of [
      [LOOP_FLOW_NAME, 'redirects'],
      [SLUG_FLOW_NAME, 'items'],
    ] as const) {
      const read = operation(flowName, key);
      await ok('PATCH', `/operations/${read.id}`, {
        options: { ...read.options, collection: 'octaacer_no_such_collection' },
      });
    }
    const projectId = await itemId('octaacer_projects', fallbackProjects[2]!.slug);
    const title = 'Smart Guest Messaging, saved while the Flow fails';
    expect((await api('PATCH', `/items/octaacer_projects/${projectId}`, { title })).status).toBe(
      200,
    );
    expect(
      (await api('POST', `/items/${REDIRECTS}`, { url_from: '/while-failing', url_to: '/about' }))
        .status,
    ).toBe(200);

    // The reads work again; each script throws.
    for (const [flowName, key] of [
      [LOOP_FLOW_NAME, 'redirects'],
      [SLUG_FLOW_NAME, 'items'],
    ] as const) {
      const read = operation(flowName, key);
      await ok('PATCH', `/operations/${read.id}`, { options: read.options });
    }
    for (const [flowName, key] of [
      [LOOP_FLOW_NAME, 'check'],
      [SLUG_FLOW_NAME, 'plan'],
    ] as const) {
      const script = operation(flowName, key);
      await ok('PATCH', `/operations/${script.id}`, {
        options: { code: "module.exports = function () { throw new Error('broken'); };" },
      });
    }
    const slugWhileBroken = `${fallbackProjects[2]!.slug}-renamed`;
    expect(
      (await api('PATCH', `/items/octaacer_projects/${projectId}`, { slug: slugWhileBroken }))
        .status,
    ).toBe(200);
    expect(
      (await api('POST', `/items/${REDIRECTS}`, { url_from: '/while-broken', url_to: '/about' }))
        .status,
    ).toBe(200);
    expect(await redirectsFrom(`/portfolios/${fallbackProjects[2]!.slug}`)).toEqual([]);

    // The project gets its first slug back (before the seed, which would add a missing one);
    // the seed puts the Flows back as they should be.
    await ok('PATCH', `/items/octaacer_projects/${projectId}`, {
      slug: fallbackProjects[2]!.slug,
      title: fallbackProjects[2]!.title,
    });
    const repaired = await seedDirectus();
    expect(repaired.output).toContain(`flow ${LOOP_FLOW_NAME}: operations replaced`);
    expect(repaired.output).toContain(`flow ${SLUG_FLOW_NAME}: operations replaced`);
    expect(repaired.output).not.toMatch(/octaacer_projects: \d+ created/);
    const loop = await api('POST', `/items/${REDIRECTS}`, {
      url_from: '/x-self',
      url_to: '/x-self',
    });
    expect(loop.status).toBe(400);
  }, 240_000);

  it(
    'the site builds against it',
    async () => {
      const build = await buildSite(
        cmsSiteEnv({ directus, distDir: DIST_DIR, siteUrl: SITE_URL, dataDir }),
      );
      // A busy machine can time a build's CMS read out (served from the fallback, logged): the
      // redirects and SEO fields below are read live after the build, so only the count is kept.
      const fallbackReads = build.output.match(/\[content\]/g)?.length ?? 0;
      measurements['build'] = `${build.seconds.toFixed(0)} s, ${fallbackReads} CMS reads fell back`;
      expect(build.code).toBe(0);
      site = await startSite(
        {
          ...process.env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          NEXT_DIST_DIR: DIST_DIR,
          NEXT_PUBLIC_SITE_URL: SITE_URL,
          DIRECTUS_URL: directus.url,
          DIRECTUS_TOKEN: directus.secrets.siteToken,
          REVALIDATE_SECRET: directus.secrets.revalidateSecret,
          LEADS_DATABASE: path.join(dataDir, 'leads.db'),
        },
        SITE_PORT,
      );
    },
    BUILD_TIMEOUT_MS,
  );

  it("a project's slug changes: its old URL answers 301 to the new one within 10 s, query kept, chains in one hop", async () => {
    const oldPath = `/portfolios/${MOVED_PROJECT.slug}`;
    const newPath = `/portfolios/${NEW_PROJECT_SLUG}`;
    expect((await answer(oldPath)).status).toBe(200);
    // An older redirect into the old URL: after the move it must land on the new one in one hop.
    await ok('POST', `/items/${REDIRECTS}`, { url_from: '/work/fintech', url_to: oldPath });

    const id = await itemId('octaacer_projects', MOVED_PROJECT.slug);
    await ok('PATCH', `/items/octaacer_projects/${id}`, { slug: NEW_PROJECT_SLUG });
    expect(await redirectsFrom(oldPath)).toEqual([
      expect.objectContaining({
        url_to: newPath,
        response_code: 301,
        note: `Added when the project's slug changed from "${MOVED_PROJECT.slug}" to "${NEW_PROJECT_SLUG}".`,
      }),
    ]);
    const elapsed = await waitUntil(async () => {
      const moved = await answer(`${oldPath}?utm_source=ads`);
      if (moved.status !== 301) return `${oldPath} answers ${moved.status}`;
      if (moved.location !== `${newPath}?utm_source=ads`)
        return `${oldPath} goes to ${moved.location}`;
      return true;
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['slug change to 301'] = `${(elapsed / 1000).toFixed(1)} s`;
    // Any case; a trailing slash is taken off by Next first (308), then this answers.
    expect(await answer('/Work/Fintech')).toEqual({ status: 301, location: newPath });

    await waitUntil(async () => {
      const page = await pageText(`${SITE_URL}${newPath}`);
      return page.status === 200 && page.html.includes(MOVED_PROJECT.title)
        ? true
        : `${newPath} answers ${page.status}`;
    }, EDIT_TO_LIVE_LIMIT_MS);

    // Back to the first slug: the redirect turns round instead of making a loop.
    await ok('PATCH', `/items/octaacer_projects/${id}`, { slug: MOVED_PROJECT.slug });
    expect(await redirectsFrom(oldPath)).toEqual([]);
    expect((await redirectsFrom(newPath))[0]?.url_to).toBe(oldPath);
    await waitUntil(async () => {
      const back = await answer(oldPath);
      return back.status === 200 ? true : `${oldPath} answers ${back.status} ${back.location}`;
    }, EDIT_TO_LIVE_LIMIT_MS);
  }, 60_000);

  it("a landing page's permalink changes: the old /lp URL answers 301 to the new one, which serves the page", async () => {
    const oldPath = '/lp/ai-development-services';
    const newPath = '/lp/ai-product-sprint';
    expect((await answer(oldPath)).status).toBe(200);
    const id = await itemId('octaacer_pages', 'lp-ai-development-services');
    await ok('PATCH', `/items/octaacer_pages/${id}`, { permalink: newPath });
    expect(await redirectsFrom(oldPath)).toEqual([
      expect.objectContaining({ url_to: newPath, response_code: 301 }),
    ]);
    const elapsed = await waitUntil(async () => {
      const moved = await answer(`${oldPath}?gclid=abc`);
      if (moved.status !== 301) return `${oldPath} answers ${moved.status}`;
      return moved.location === `${newPath}?gclid=abc`
        ? true
        : `${oldPath} goes to ${moved.location}`;
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['permalink change to 301'] = `${(elapsed / 1000).toFixed(1)} s`;
    // Arabic and Turkish ad links follow it into their own language.
    for (const locale of PREFIXED_LOCALES) {
      const moved = await answer(`/${locale}${oldPath}?gclid=abc`);
      expect({ status: moved.status, location: moved.location }).toEqual({
        status: 301,
        location: `/${locale}${newPath}?gclid=abc`,
      });
    }
    // The page answers at its new permalink (rendered on its first request), canonical there.
    await waitUntil(async () => {
      const page = await pageText(`${SITE_URL}${newPath}`);
      if (page.status !== 200) return `${newPath} answers ${page.status}`;
      if (!page.html.includes('Lovable')) return `${newPath} does not serve the AI landing page`;
      return page.html.includes(`rel="canonical" href="`) && page.html.includes(`${newPath}"`)
        ? true
        : `${newPath} has no canonical of its own`;
    }, EDIT_TO_LIVE_LIMIT_MS);
  }, 60_000);

  it("an editor's 302 is live within 10 s", async () => {
    expect((await answer('/spring-offer')).status).toBe(404);
    await ok('POST', `/items/${REDIRECTS}`, {
      url_from: '/spring-offer',
      url_to: '/lp/automation-solutions?utm_campaign=spring',
      response_code: 302,
    });
    const elapsed = await waitUntil(async () => {
      const offer = await answer('/spring-offer?utm_source=newsletter');
      return offer.status === 302 &&
        offer.location === '/lp/automation-solutions?utm_campaign=spring&utm_source=newsletter'
        ? true
        : `/spring-offer answers ${offer.status} ${offer.location}`;
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['new 302 to live'] = `${(elapsed / 1000).toFixed(1)} s`;
  });

  it('noindex on a service: its robots meta says noindex and the sitemap leaves it out within 10 s', async () => {
    const servicePath = `/services/${NOINDEX_SERVICE_SLUG}`;
    const sitemapEntry = `${SITE_URL}${servicePath}</loc>`;
    const before = await pageText(`${SITE_URL}${servicePath}`);
    expect(before.html).not.toMatch(/<meta name="robots"/);
    expect((await pageText(`${SITE_URL}/sitemap.xml`)).html).toContain(sitemapEntry);

    const id = await itemId('octaacer_services', NOINDEX_SERVICE_SLUG);
    await ok('PATCH', `/items/octaacer_services/${id}`, {
      noindex: true,
      seo_title: 'Cloud services for Gulf companies',
    });
    const elapsed = await waitUntil(async () => {
      const page = await pageText(`${SITE_URL}${servicePath}`);
      if (!page.html.includes('<meta name="robots" content="noindex, nofollow"/>'))
        return `${servicePath} has no robots noindex`;
      if (!page.html.includes('<title>Cloud services for Gulf companies</title>'))
        return `${servicePath} does not have its SEO title`;
      const sitemap = await pageText(`${SITE_URL}/sitemap.xml`);
      if (sitemap.html.includes(sitemapEntry)) return `the sitemap still lists ${servicePath}`;
      return true;
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['noindex to robots meta and sitemap'] = `${(elapsed / 1000).toFixed(1)} s`;
    // The sitemap reads the services with their collection's tag; the Flow expired that tag.
    expect(site!.output()).toMatch(/\[revalidate\] expired cms:services/);
    expect((await pageText(`${SITE_URL}/sitemap.xml`)).html).toContain(
      `${SITE_URL}/services/business-automation</loc>`,
    );
  });

  it('with Directus stopped, the redirects it gave keep working and pages still answer', async () => {
    await directus.stop();
    // Past the refresh interval, so the table is read again and that read fails.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await answer('/Work/Fintech')).toEqual({
      status: 301,
      location: `/portfolios/${MOVED_PROJECT.slug}`,
    });
    expect((await answer('/about')).status).toBe(200);
    expect(site!.output()).toMatch(
      /\[redirects\] CMS redirects unreadable, keeping the last good table/,
    );
  });
});
