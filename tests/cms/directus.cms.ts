/**
 * The site against a real Directus:
 * seed → edits before the build are pre-rendered → edits after it go live through the Flow and
 * /api/revalidate within 10 s → CMS images render through next/image → the site's token is
 * read-only → with Directus stopped the build still succeeds on content-fallback/.
 *
 * Ports: CMS_TEST_PORT (Directus, default 8156) and CMS_TEST_SITE_PORT (next start, default 3160).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDirectus,
  createItem,
  deleteItems,
  readItem,
  readItems,
  rest,
  staticToken,
  updateItem,
  updateSingleton,
} from '@directus/sdk';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import type { CmsSchema } from '@/lib/cms/schema';
import { fallbackServices } from '@/content-fallback/services';
import { careersCopy } from '@/content-fallback/pages/careers';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import { CHROMIUM_ARGS, resolveChromium } from '@/scripts/chromium-path.mjs';
import {
  buildSite,
  pageText,
  prerenderedHtml,
  prerenderedRoutes,
  startSite,
  waitUntil,
  type RunningSite,
  visibleText,
  cmsSiteEnv,
  BROWSER_IMAGE_ACCEPT,
} from './support/site';
import { logMeasurements, runSeed } from './support/seed';
import { LOOP_FLOW_NAME, SLUG_FLOW_NAME } from '@/cms/seed/flows-redirects';

const CMS_PORT = Number(process.env.CMS_TEST_PORT ?? 8156);
const SITE_PORT = Number(process.env.CMS_TEST_SITE_PORT ?? 3160);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const DIST_DIR = '.next-cms';
const DIST_DIR_CMS_DOWN = '.next-cms-down';
const DIST_DIR_NO_CMS = '.next-cms-fallback';
/** The issue's bound from an edit in Directus to the changed page. */
const EDIT_TO_LIVE_LIMIT_MS = 10_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

const EDITED_SERVICE_SLUG = 'business-automation';
const TITLE_BEFORE_BUILD = 'Business Process Automation';
const TITLE_AFTER_BUILD = 'Workflow Automation Studio';
const JOB_TITLE_BEFORE_BUILD = 'Lead Automation Engineer (n8n and Make)';
const CMS_ONLY_PROJECT = {
  slug: 'harbour-freight-analytics',
  title: 'Harbour Freight Analytics',
  short_description: 'Live berth and crane analytics for a Gulf container terminal.',
};
const CMS_ONLY_INDUSTRY = {
  slug: 'agritech',
  title: 'Agritech',
  short_description: 'Automation and AI for farms, greenhouses and food supply chains.',
};
const NEW_PROJECT = { slug: 'desert-solar-monitoring', title: 'Desert Solar Monitoring' };
/** /about's journey block: its heading before the build, and an edit of a milestone after it. */
const ABOUT_JOURNEY_HEADING = 'How We Got Here';
const ABOUT_MILESTONE_AFTER_BUILD = 'Opened our first Gulf office';

/** The about page's block rows as the admin sees them: junction id, sort, type and record id. */
async function pageBlockRows(slug: string) {
  const [page] = await admin().request(
    readItems('octaacer_pages', { filter: { slug: { _eq: slug } }, fields: ['id'] }),
  );
  const blocks = await admin().request(
    readItems('octaacer_pages_blocks', {
      filter: { octaacer_pages_id: { _eq: page!.id } },
      fields: ['id', 'sort', 'collection', 'item'],
      sort: ['sort'],
    }),
  );
  return { pageId: page!.id, blocks };
}

const measurements: Record<string, string> = {};
let dataDir: string;
let directus: RunningDirectus;
let site: RunningSite | undefined;
let siteEnv: NodeJS.ProcessEnv;

const admin = () =>
  createDirectus<CmsSchema>(directus.url)
    .with(staticToken(directus.secrets.adminToken))
    .with(rest());

const seedDirectus = () => runSeed(directus, { REVALIDATE_URL: `${SITE_URL}/api/revalidate` });
let firstSeed: Awaited<ReturnType<typeof seedDirectus>> | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  directus = await startDirectus({ dataDir, port: CMS_PORT, stdio: 'ignore' });
  measurements['Directus bootstrap'] = `${directus.bootstrapSeconds.toFixed(1)} s`;
  siteEnv = cmsSiteEnv({ directus, distDir: DIST_DIR, siteUrl: SITE_URL, dataDir });
  // The first seed of an empty Directus (140-185 s here beside another suite, most of it the
  // schema apply) is the setting; the first test checks what it wrote and that a second run
  // changes nothing.
  const started = Date.now();
  firstSeed = await seedDirectus();
  measurements['seed (empty Directus)'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await site?.stop();
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  logMeasurements('CMS test measurements', measurements);
});

describe('a real Directus', () => {
  it('cms:seed applies the schema and content, and a second run changes nothing', async () => {
    const first = firstSeed!;
    expect(first.status).toBe(0);
    expect(first.output).toMatch(/octaacer_services: 10 created/);
    expect(first.output).toMatch(/flow Revalidate website/);
    expect(first.output).toMatch(/octaacer_pages\[about\]: 8 blocks/);
    // The other suites copy a seeded Directus (support/template.ts): what only a first seed
    // prints about campaigns and redirects is checked here.
    expect(first.output).toMatch(/octaacer_lead_contexts: 2 created/);
    expect(first.output).toMatch(/permalinks, heroes and campaign fields for \d+ pages/);
    expect(first.output).toMatch(/flow Duplicate Page: read, copy, create and notify/);
    expect(first.output).toContain(`flow ${LOOP_FLOW_NAME}`);
    expect(first.output).toContain(`flow ${SLUG_FLOW_NAME}`);
    expect(first.output).toContain('read permissions: octaacer_redirects');

    const second = await seedDirectus();
    expect(second.status).toBe(0);
    expect(second.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 180_000);

  it("the site's read-only token reads but cannot write (403)", async () => {
    const token = directus.secrets.siteToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = await fetch(`${directus.url}/items/octaacer_services?fields=id&limit=1`, {
      headers,
    });
    expect(read.status).toBe(200);
    const [service] = ((await read.json()) as { data: Array<{ id: number }> }).data;
    const writes = [
      fetch(`${directus.url}/items/octaacer_jobs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'x' }),
      }),
      fetch(`${directus.url}/items/octaacer_services/${service!.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: 'x' }),
      }),
      fetch(`${directus.url}/items/octaacer_services/${service!.id}`, {
        method: 'DELETE',
        headers,
      }),
      fetch(`${directus.url}/collections`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ collection: 'x' }),
      }),
    ];
    expect((await Promise.all(writes)).map((response) => response.status)).toEqual([
      403, 403, 403, 403,
    ]);
  });

  it(
    'a build against it pre-renders CMS edits, a CMS-only project and a CMS-only industry',
    async () => {
      const cms = admin();
      const [service] = await cms.request(
        readItems('octaacer_services', {
          filter: { slug: { _eq: EDITED_SERVICE_SLUG } },
          fields: ['id'],
        }),
      );
      await cms.request(
        updateItem('octaacer_services', service!.id, { title: TITLE_BEFORE_BUILD }),
      );
      const [job] = await cms.request(readItems('octaacer_jobs', { fields: ['id'], limit: 1 }));
      await cms.request(updateItem('octaacer_jobs', job!.id, { title: JOB_TITLE_BEFORE_BUILD }));
      await cms.request(
        createItem('octaacer_projects', {
          status: 'published',
          ...CMS_ONLY_PROJECT,
          short_description: 'Live berth and crane analytics for a Gulf container terminal.',
          description: 'Sensor feeds, dashboards and automated alerts for a container terminal.',
          technologies: ['Python', 'Grafana'],
        }),
      );
      await cms.request(
        createItem('octaacer_industries', {
          status: 'published',
          ...CMS_ONLY_INDUSTRY,
          short_description: 'Automation and AI for farms, greenhouses and food supply chains.',
        }),
      );

      const { blocks } = await pageBlockRows('about');
      const timeline = blocks.find((block) => block.collection === 'octaacer_block_timeline');
      await cms.request(
        updateItem('octaacer_block_timeline', timeline!.item!, { heading: ABOUT_JOURNEY_HEADING }),
      );

      const build = await buildSite(siteEnv);
      measurements['build against Directus'] = `${build.seconds.toFixed(0)} s`;
      expect(build.output).not.toMatch(/\[content\]/); // no CMS failure, no fallback
      expect(build.code).toBe(0);

      const servicePage = prerenderedHtml(DIST_DIR, `services/${EDITED_SERVICE_SLUG}`);
      expect(servicePage).toContain(TITLE_BEFORE_BUILD);
      expect(prerenderedHtml(DIST_DIR, 'careers')).toContain(JOB_TITLE_BEFORE_BUILD);
      // /about is its blocks in Directus: an edited block is in the pre-rendered page.
      expect(prerenderedHtml(DIST_DIR, 'about')).toContain(ABOUT_JOURNEY_HEADING);
      // Their own pages, rendered from their fields (a redirect page would carry the title only).
      for (const [route, record] of [
        [`portfolios/${CMS_ONLY_PROJECT.slug}`, CMS_ONLY_PROJECT],
        [`industries/${CMS_ONLY_INDUSTRY.slug}`, CMS_ONLY_INDUSTRY],
      ] as const) {
        const html = prerenderedHtml(DIST_DIR, route) ?? '';
        expect({
          route,
          title: html.includes(record.title),
          description: html.includes(record.short_description),
          redirected: /NEXT_REDIRECT;[a-z]+;([^;]+)/.exec(html)?.[1] ?? false,
        }).toEqual({ route, title: true, description: true, redirected: false });
      }
    },
    BUILD_TIMEOUT_MS,
  );

  describe('with next start running', () => {
    beforeAll(async () => {
      site = await startSite(siteEnv, SITE_PORT);
    }, 120_000);

    it('an edit goes live on the page, its list page and the header menu within 10 s, without a rebuild', async () => {
      const cms = admin();
      const [service] = await cms.request(
        readItems('octaacer_services', {
          filter: { slug: { _eq: EDITED_SERVICE_SLUG } },
          fields: ['id'],
        }),
      );
      // The header menu is on every page; /about shows no service list of its own.
      const pages = [`/services/${EDITED_SERVICE_SLUG}`, '/services', '/about'];
      for (const page of pages)
        expect((await pageText(`${site!.url}${page}`)).html).toContain(TITLE_BEFORE_BUILD);

      await cms.request(updateItem('octaacer_services', service!.id, { title: TITLE_AFTER_BUILD }));
      const elapsed = await waitUntil(async () => {
        for (const page of pages) {
          const { html } = await pageText(`${site!.url}${page}`);
          if (!html.includes(TITLE_AFTER_BUILD)) return `${page} still shows the old title`;
        }
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['edit to live (service title: page, list, menu)'] =
        `${(elapsed / 1000).toFixed(1)} s`;
      expect(site!.output()).toMatch(/\[revalidate\] expired cms:services/);
    }, 60_000);

    it("a block's text edited on /about is live within 10 s", async () => {
      const { blocks } = await pageBlockRows('about');
      const timeline = blocks.find((block) => block.collection === 'octaacer_block_timeline');
      const record = await admin().request(
        readItem('octaacer_block_timeline', timeline!.item!, { fields: ['milestones'] }),
      );
      const milestones = (record as { milestones: Array<Record<string, string>> }).milestones;
      expect((await pageText(`${site!.url}/about`)).html).not.toContain(
        ABOUT_MILESTONE_AFTER_BUILD,
      );
      await admin().request(
        updateItem('octaacer_block_timeline', timeline!.item!, {
          milestones: milestones.map((milestone, index) =>
            index === 2 ? { ...milestone, title: ABOUT_MILESTONE_AFTER_BUILD } : milestone,
          ),
        }),
      );
      const elapsed = await waitUntil(async () => {
        const { html } = await pageText(`${site!.url}/about`);
        return html.includes(ABOUT_MILESTONE_AFTER_BUILD) ? true : '/about shows the old milestone';
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['edit to live (a block on /about)'] = `${(elapsed / 1000).toFixed(1)} s`;
      expect(site!.output()).toMatch(/\[revalidate\] expired cms:pages/);
    }, 60_000);

    it('two blocks reordered on /about, a block hidden on home and one on an industry page are live within 10 s', async () => {
      const cms = admin();
      const { blocks } = await pageBlockRows('about');
      const worldMap = blocks.find((block) => block.collection === 'octaacer_block_world_map')!;
      const timeline = blocks.find((block) => block.collection === 'octaacer_block_timeline')!;
      const headingOrder = (html: string) =>
        html.indexOf('id="footprint"') < html.indexOf('id="journey"')
          ? 'map first'
          : 'timeline first';
      expect(headingOrder((await pageText(`${site!.url}/about`)).html)).toBe('map first');
      await cms.request(updateItem('octaacer_pages_blocks', worldMap.id, { sort: timeline.sort }));
      await cms.request(updateItem('octaacer_pages_blocks', timeline.id, { sort: worldMap.sort }));

      const [industry] = await cms.request(
        readItems('octaacer_industries', {
          filter: { slug: { _eq: 'healthcare-biotech' } },
          fields: ['id'],
        }),
      );
      const [stories] = await cms.request(
        readItems('octaacer_industries_blocks', {
          filter: {
            octaacer_industries_id: { _eq: industry!.id },
            collection: { _eq: 'octaacer_block_success_stories' },
          },
          fields: ['id'],
        }),
      );
      const industryPage = `${site!.url}/industries/healthcare-biotech`;
      expect((await pageText(industryPage)).html).toContain('Success Stories');
      await cms.request(
        updateItem('octaacer_industries_blocks', stories!.id, { hide_block: true }),
      );
      // One block hidden on home: its reasons-and-counters band.
      const home = await pageBlockRows('home');
      const whyUs = home.blocks.find((block) => block.collection === 'octaacer_block_why_us')!;
      const whyUsMarker = 'data-home-section="why-us"';
      expect((await pageText(`${site!.url}/`)).html).toContain(whyUsMarker);
      await cms.request(updateItem('octaacer_pages_blocks', whyUs.id, { hide_block: true }));

      const elapsed = await waitUntil(async () => {
        if (headingOrder((await pageText(`${site!.url}/about`)).html) !== 'timeline first')
          return '/about keeps the old order';
        const home = await pageText(`${site!.url}/`);
        if (home.status !== 200) return `home answers ${home.status}`;
        if (home.html.includes(whyUsMarker)) return 'the hidden home block still shows';
        const { status, html } = await pageText(industryPage);
        if (status !== 200) return `the industry page answers ${status}`;
        return html.includes('Success Stories') ? 'the hidden block still shows' : true;
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['reorder and hide to live'] = `${(elapsed / 1000).toFixed(1)} s`;
    }, 60_000);

    it('two blocks reordered on /lp/automation-solutions are live within 10 s; its lead buttons keep the page context', async () => {
      const cms = admin();
      const { blocks } = await pageBlockRows('lp-automation-solutions');
      const quotes = blocks.find((block) => block.collection === 'octaacer_block_client_quotes')!;
      const explorer = blocks.find((block) => block.collection === 'octaacer_block_tab_explorer')!;
      const landing = `${site!.url}/lp/automation-solutions`;
      const sectionOrder = (html: string) =>
        html.indexOf('data-lp-section="testimonials"') < html.indexOf('data-lp-section="explorer"')
          ? 'quotes first'
          : 'explorer first';
      expect(sectionOrder((await pageText(landing)).html)).toBe('quotes first');
      await cms.request(updateItem('octaacer_pages_blocks', quotes.id, { sort: explorer.sort }));
      await cms.request(updateItem('octaacer_pages_blocks', explorer.id, { sort: quotes.sort }));

      const elapsed = await waitUntil(async () => {
        const { status, html } = await pageText(landing);
        if (status !== 200) return `/lp/automation-solutions answers ${status}`;
        return sectionOrder(html) === 'explorer first' ? true : 'the page keeps the old order';
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['reorder to live (/lp)'] = `${(elapsed / 1000).toFixed(1)} s`;
      const { html } = await pageText(landing);
      expect(html).not.toContain('data-page-context="ai-development"');
      expect(html.match(/data-page-context="automation"/g)?.length).toBeGreaterThanOrEqual(5);
    }, 60_000);

    it('a block with a missing required field and a block of unknown type are left out: /about answers 200 and the log names them', async () => {
      const cms = admin();
      const { pageId } = await pageBlockRows('about');
      const broken = await cms.request(
        createItem('octaacer_block_cards', {
          variant: 'icon-pair',
          heading: 'Broken cards',
          // A card without its title: the repeater's rows are not checked by Directus.
          items: [{ icon: 'target', description: 'A card an editor left without a title.' }],
        }),
      );
      // A junction row pointing at a collection the site has no block type for.
      await cms.request(
        createItem('octaacer_pages_blocks', {
          octaacer_pages_id: pageId,
          collection: 'octaacer_block_carousel_3d',
          item: '1',
          sort: 0,
        }),
      );
      await cms.request(
        createItem('octaacer_pages_blocks', {
          octaacer_pages_id: pageId,
          collection: 'octaacer_block_cards',
          item: String(broken.id),
          sort: 1,
        }),
      );
      await waitUntil(async () => {
        // The Flow expired the page; the next visit renders it and logs what was left out.
        await pageText(`${site!.url}/about`);
        const output = site!.output();
        if (!output.includes('octaacer_block_carousel_3d'))
          return 'no log line for the unknown block';
        if (
          !new RegExp(`octaacer_block_cards #${broken.id}\\) left out: items\\.0\\.title`).test(
            output,
          )
        )
          return 'no log line naming the broken block and its field';
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
      const about = await pageText(`${site!.url}/about`);
      expect(about.status).toBe(200);
      expect(about.html).not.toContain('A card an editor left without a title.');
      expect(about.html).toContain(ABOUT_MILESTONE_AFTER_BUILD);
      expect(site!.output()).toMatch(
        /\[content\] page about: block \d+ \(octaacer_block_carousel_3d\) left out: unknown block type\./,
      );
    }, 60_000);

    it('a WhatsApp number changed in settings is live within 10 s in the footer of every page', async () => {
      const pages = ['/about', '/services', `/services/${EDITED_SERVICE_SLUG}`];
      const newLink = 'https://wa.me/971501112222';
      for (const page of pages)
        expect((await pageText(`${site!.url}${page}`)).html).not.toContain(newLink);
      await admin().request(
        updateSingleton('octaacer_settings', { whatsapp_number: '+971 50 111 2222' }),
      );
      const elapsed = await waitUntil(async () => {
        for (const page of pages) {
          const { html } = await pageText(`${site!.url}${page}`);
          if (!html.includes(newLink)) return `${page} still links the old WhatsApp number`;
        }
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['edit to live (WhatsApp number in settings)'] =
        `${(elapsed / 1000).toFixed(1)} s`;
    }, 60_000);

    it('a new project appears on /portfolios and its page answers 200', async () => {
      const started = Date.now();
      await admin().request(
        createItem('octaacer_projects', {
          status: 'published',
          ...NEW_PROJECT,
          short_description:
            'Panel output monitoring and automated cleaning schedules for a solar park.',
          description: 'Telemetry from 40,000 panels, anomaly alerts and crew scheduling.',
          technologies: ['Node.js', 'PostgreSQL'],
        }),
      );
      await waitUntil(async () => {
        const list = await pageText(`${site!.url}/portfolios`);
        if (!list.html.includes(NEW_PROJECT.title))
          return '/portfolios does not list the new project';
        const detail = await pageText(`${site!.url}/portfolios/${NEW_PROJECT.slug}`);
        if (detail.status !== 200)
          return `/portfolios/${NEW_PROJECT.slug} answers ${detail.status}`;
        return detail.html.includes(NEW_PROJECT.title) ? true : 'the project page lacks its title';
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['create to live (project)'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    }, 60_000);

    it('a new job has its own page within 10 s; removed, its address answers 301 to /careers in every language', async () => {
      const cms = admin();
      const slug = 'cms-test-platform-engineer';
      const title = 'Platform Engineer (CMS test)';
      const started = Date.now();
      const created = await cms.request(
        createItem('octaacer_jobs', {
          status: 'published',
          title,
          slug,
          summary: 'Keep our deploys boring and our pages fast.',
          description: 'Own the build and hosting of the sites we run for clients.',
          responsibilities: ['Run the deploy pipeline'],
          requirements: ['Three years with Linux servers'],
          employment_type: 'FULL_TIME',
          remote: true,
          country_code: 'GB',
        }),
      );
      await waitUntil(async () => {
        const detail = await pageText(`${site!.url}/careers/${slug}`);
        if (detail.status !== 200) return `/careers/${slug} answers ${detail.status}`;
        if (!detail.html.includes(title)) return 'the job page lacks its title';
        const list = await pageText(`${site!.url}/careers`);
        return list.html.includes(`href="/careers/${slug}"`) ? true : '/careers lacks the job';
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['create to live (job page)'] = `${((Date.now() - started) / 1000).toFixed(1)} s`;

      await cms.request(deleteItems('octaacer_jobs', [created.id]));
      await waitUntil(async () => {
        for (const prefix of ['', '/ar', '/tr']) {
          const response = await fetch(`${site!.url}${prefix}/careers/${slug}`, {
            redirect: 'manual',
          });
          const location = response.headers.get('location') ?? '';
          if (
            response.status !== 301 ||
            new URL(location, site!.url).pathname !== `${prefix}/careers`
          )
            return `${prefix}/careers/${slug} answers ${response.status} ${location}`;
        }
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
    }, 60_000);

    it('a service unpublished leaves /services, the header menu and its page (404) within 10 s; published again, it is back', async () => {
      const cms = admin();
      const slug = 'automated-social-media';
      const [service] = await cms.request(
        readItems('octaacer_services', { filter: { slug: { _eq: slug } }, fields: ['id'] }),
      );
      const link = `href="/services/${slug}"`;
      // /services lists it; /about has it only in the header menu.
      const listed = async () => {
        for (const page of ['/services', '/about']) {
          if (!(await pageText(`${site!.url}${page}`)).html.includes(link)) return false;
        }
        return true;
      };
      expect(await listed()).toBe(true);

      const started = Date.now();
      await cms.request(updateItem('octaacer_services', service!.id, { status: 'draft' }));
      await waitUntil(async () => {
        if (await listed()) return `/services or the header menu still links ${slug}`;
        for (const prefix of ['', '/ar']) {
          const { status } = await pageText(`${site!.url}${prefix}/services/${slug}`);
          if (status !== 404) return `${prefix}/services/${slug} answers ${status}`;
        }
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['unpublish to gone (service: list, menu, page)'] =
        `${((Date.now() - started) / 1000).toFixed(1)} s`;

      await cms.request(updateItem('octaacer_services', service!.id, { status: 'published' }));
      await waitUntil(async () => {
        const { status } = await pageText(`${site!.url}/services/${slug}`);
        if (status !== 200) return `/services/${slug} answers ${status}`;
        return (await listed()) ? true : `/services or the header menu lacks ${slug}`;
      }, EDIT_TO_LIVE_LIMIT_MS);
    }, 60_000);

    it("deleting every job shows 'No Open Positions' on /careers", async () => {
      const cms = admin();
      expect((await pageText(`${site!.url}/careers`)).html).not.toContain(
        careersCopy.emptyState.heading,
      );
      const jobs = await cms.request(readItems('octaacer_jobs', { fields: ['id'], limit: -1 }));
      expect(jobs.length).toBeGreaterThan(0);
      await cms.request(
        deleteItems(
          'octaacer_jobs',
          jobs.map((job) => job.id),
        ),
      );
      await waitUntil(async () => {
        const { html } = await pageText(`${site!.url}/careers`);
        return html.includes('No Open Positions') ? true : '/careers still lists positions';
      }, EDIT_TO_LIVE_LIMIT_MS);
    }, 60_000);

    it('CMS asset URLs resolve to images and render through next/image', async () => {
      const projects = await admin().request(
        readItems('octaacer_projects', {
          filter: { is_featured: { _eq: true } },
          fields: ['image'],
          limit: 1,
        }),
      );
      const fileId = projects[0]?.image as string;
      expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
      // Public, no token: browsers and the image optimiser fetch it as is.
      const asset = await fetch(
        `${directus.url}/assets/${fileId}?width=640&format=webp&quality=80`,
      );
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await asset.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');

      const browser = await chromium.launch({
        executablePath: resolveChromium() ?? undefined,
        args: [...CHROMIUM_ARGS],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${site!.url}/`, { waitUntil: 'load' });
        const cmsImage = page
          .locator(`img[src*="${encodeURIComponent(`${directus.url}/assets/`)}"]`)
          .first();
        // Project cards load their image only within 100 px of the viewport, also inside
        // horizontal rows: bring each lazy image holder into view.
        const holders = page.locator('[data-status]');
        for (let index = 0; index < (await holders.count()); index += 1) {
          await holders.nth(index).scrollIntoViewIfNeeded();
        }
        await cmsImage.waitFor({ state: 'attached', timeout: 15_000 });
        const src = await cmsImage.getAttribute('src');
        expect(src).toMatch(/\/_next\/image\?url=/);
        await page.waitForFunction(
          (element) =>
            element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
          await cmsImage.elementHandle(),
          { timeout: 15_000 },
        );
        const optimised = await fetch(new URL(src!, site!.url));
        expect(optimised.status).toBe(200);
        expect(optimised.headers.get('content-type')).toMatch(/^image\/(avif|webp|png)$/);
      } finally {
        await browser.close();
      }
    }, 90_000);

    it("an editor's new picture in a case study's gallery and in a success story, then the story picture's focal point, are live within 10 s, through the optimiser", async () => {
      const adminFetch = (pathname: string, init: RequestInit = {}) =>
        fetch(`${directus.url}${pathname}`, {
          ...init,
          headers: { authorization: `Bearer ${directus.secrets.adminToken}`, ...init.headers },
        });
      const [folder] = (
        (await (await adminFetch('/folders?filter[name][_eq]=Website')).json()) as {
          data: Array<{ id: string }>;
        }
      ).data;
      /** Uploads a drawn picture into the Website folder as an editor does; its file id. */
      const upload = async (title: string) => {
        const png = await sharp({
          create: { width: 1200, height: 800, channels: 3, background: '#0f766e' },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('folder', folder!.id);
        form.append('title', title);
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${title}.png`);
        const created = (await (
          await adminFetch('/files', { method: 'POST', body: form })
        ).json()) as {
          data: { id: string };
        };
        return created.data.id;
      };
      const readJson = async <T>(pathname: string) =>
        ((await (await adminFetch(pathname)).json()) as { data: T }).data;
      /** The first row of the picture list of a block of `parent`, and its page's slug. */
      const firstRow = async (parent: 'projects' | 'industries', type: string, field: string) => {
        const parentField = `octaacer_${parent}_id`;
        const [junction] = await readJson<Array<Record<string, unknown>>>(
          `/items/octaacer_${parent}_blocks?filter[collection][_eq]=octaacer_block_${type}&fields=item,${parentField}.slug&limit=1`,
        );
        const [row] = await readJson<Array<{ id: number }>>(
          `/items/octaacer_block_${type}_${field}?filter[block][_eq]=${String(junction!.item)}&sort=sort&limit=1&fields=id`,
        );
        return { slug: (junction![parentField] as { slug: string }).slug, rowId: row?.id };
      };
      const gallery = await firstRow('projects', 'gallery', 'images');
      const story = await firstRow('industries', 'success_stories', 'stories');
      expect(gallery.rowId).toBeDefined();
      expect(story.rowId).toBeDefined();

      const galleryFile = await upload('replaced-gallery-screen');
      const storyFile = await upload('new-story-picture');
      for (const [collection, id, file] of [
        ['octaacer_block_gallery_images', gallery.rowId, galleryFile],
        ['octaacer_block_success_stories_stories', story.rowId, storyFile],
      ] as const)
        await adminFetch(`/items/${collection}/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ image: file }),
        });

      const assetOf = (file: string) => encodeURIComponent(`${directus.url}/assets/${file}`);
      const industryHtml = async () =>
        (await pageText(`${site!.url}/industries/${story.slug}`)).html;
      const elapsed = await waitUntil(async () => {
        const caseStudy = (await pageText(`${site!.url}/portfolios/${gallery.slug}`)).html;
        if (!caseStudy.includes(assetOf(galleryFile))) return 'the gallery shows the old picture';
        if (!(await industryHtml()).includes(assetOf(storyFile)))
          return 'the story shows the old picture';
        return true;
      }, 10_000);
      expect(await industryHtml()).not.toContain('object-position:');
      // The editor then sets the picture's focal point at its lower right (the file's own
      // setting, in the image editor): the story's 16:9 crop keeps it in view.
      await adminFetch(`/files/${storyFile}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ focal_point_x: 900, focal_point_y: 600 }),
      });
      const focused = await waitUntil(
        async () =>
          (await industryHtml()).includes('object-position:75% 75%') ||
          "the story's crop ignores the focal point",
        10_000,
      );
      measurements['focal point to live (story)'] = `${(focused / 1000).toFixed(1)} s`;
      measurements['picture replaced to live (gallery, story)'] =
        `${(elapsed / 1000).toFixed(1)} s`;

      const html = (await pageText(`${site!.url}/portfolios/${gallery.slug}`)).html;
      const src = html
        .match(new RegExp(`src="(/_next/image\\?url=${assetOf(galleryFile)}[^"]*)"`))?.[1]
        ?.replaceAll('&amp;', '&');
      expect(src).toBeDefined();
      // As a browser asks: the optimiser answers WebP only to an Accept that lists it.
      const optimised = await fetch(new URL(src!, site!.url), {
        headers: { accept: BROWSER_IMAGE_ACCEPT },
      });
      expect(optimised.status).toBe(200);
      expect(optimised.headers.get('content-type')).toBe('image/webp');
    }, 60_000);

    it("a project's CMS picture paints its 16 px copy on its card, and the link preview image and its description an editor sets are live", async () => {
      const [project] = await admin().request(
        readItems('octaacer_projects', {
          filter: { is_featured: { _eq: true } },
          fields: ['id', 'slug', 'image'],
          limit: 1,
        }),
      );
      const file = project!.image as string;
      // The 16 px copy Directus makes of the file, as the site asks for it.
      const copy = Buffer.from(
        await (
          await fetch(`${directus.url}/assets/${file}?width=16&quality=40&format=webp`)
        ).arrayBuffer(),
      ).toString('base64');
      // Served on the card's frame, before the picture is even asked for.
      expect((await pageText(`${site!.url}/portfolios`)).html).toMatch(
        new RegExp(
          `data-status="placeholder"[^>]*style="background-image:url\\(&quot;data:image/webp;base64,${copy.replace(/[+/=]/g, '\\$&')}&quot;\\)`,
        ),
      );

      const description = 'The case study screens: balance, transfer and spending insights';
      await admin().request(
        updateItem('octaacer_projects', project!.id, {
          og_image: file,
          og_image_alt: description,
        }),
      );
      const elapsed = await waitUntil(async () => {
        const { html } = await pageText(`${site!.url}/portfolios/${project!.slug}`);
        if (!html.includes(`${directus.url}/assets/${file}?width=1200&amp;height=630`))
          return 'the case study shares the generated card';
        return (
          html.includes(`<meta property="og:image:alt" content="${description}"/>`) ||
          "the preview image's description is the title"
        );
      }, EDIT_TO_LIVE_LIMIT_MS);
      measurements['link preview image and its description to live'] =
        `${(elapsed / 1000).toFixed(1)} s`;
    }, 60_000);

    afterAll(async () => {
      await site?.stop();
      site = undefined;
    });
  });

  it(
    'with Directus stopped the build succeeds on content-fallback/ and logs the fallback once per collection',
    async () => {
      await directus.stop();
      const build = await buildSite({ ...siteEnv, NEXT_DIST_DIR: DIST_DIR_CMS_DOWN });
      measurements['build with Directus down'] = `${build.seconds.toFixed(0)} s`;
      expect(build.code).toBe(0);
      const fallbackLines = build.output.split('\n').filter((line) => line.includes('[content]'));
      const perCollection = new Map<string, number>();
      for (const line of fallbackLines) {
        const what = /\[content\] ([^:]+):/.exec(line)?.[1] ?? line;
        perCollection.set(what, (perCollection.get(what) ?? 0) + 1);
      }
      expect(fallbackLines.length).toBeGreaterThan(0);
      // Every collection's line once, shown all together when one is not.
      const counts = [...perCollection].map(([what, count]) => `${what}: ${count}`);
      expect(counts).toEqual([...perCollection.keys()].map((what) => `${what}: 1`));
      expect([...perCollection.keys()]).toEqual(
        expect.arrayContaining(['services', 'jobs', 'projects', 'industries']),
      );

      const fallbackTitle = fallbackServices.find(
        (service) => service.slug === EDITED_SERVICE_SLUG,
      )!.title;
      const servicePage = prerenderedHtml(DIST_DIR_CMS_DOWN, `services/${EDITED_SERVICE_SLUG}`);
      expect(servicePage).toContain(fallbackTitle);
      expect(servicePage).not.toContain(TITLE_AFTER_BUILD);
      expect(prerenderedHtml(DIST_DIR_CMS_DOWN, 'careers')).not.toContain(
        careersCopy.emptyState.heading,
      );
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'with Directus down every pre-rendered page reads word for word like the build without a CMS',
    async () => {
      const env: NodeJS.ProcessEnv = { ...siteEnv, NEXT_DIST_DIR: DIST_DIR_NO_CMS };
      delete env.DIRECTUS_URL;
      delete env.DIRECTUS_TOKEN;
      const build = await buildSite(env);
      expect(build.code).toBe(0);
      const routes = prerenderedRoutes(DIST_DIR_NO_CMS);
      expect(routes).toEqual(expect.arrayContaining(['index', 'about', 'services/ai-development']));
      const differing = routes.filter(
        (route) =>
          visibleText(prerenderedHtml(DIST_DIR_CMS_DOWN, route) ?? '') !==
          visibleText(prerenderedHtml(DIST_DIR_NO_CMS, route) ?? ''),
      );
      expect(differing).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );
});
