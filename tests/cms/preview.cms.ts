/**
 * Preview and visual editing against a real Directus: the preview URL cms:seed gives a page opens
 * it in draft mode, marked for the Visual Editor; a draft content version's change shows there and
 * not on the public page, and promoting the version publishes it within 10 s; Directus's item form
 * frames the draft page in its Live Preview pane (CSP frame-ancestors), and its Visual Editor
 * connects to the marked page, where an editor edits a paragraph in place and saving refreshes it.
 *
 * Ports: CMS_PREVIEW_PORT (Directus, default 8302) and CMS_PREVIEW_SITE_PORT (next start, default
 * 3312); build into CMS_PREVIEW_DIST_DIR (default .next-preview-cms). Screenshots an editor would
 * look at go to CMS_PREVIEW_SHOTS (default /tmp/preview-cms-shots).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect as pwExpect,
  type Browser,
  type Frame,
  type Page,
} from '@playwright/test';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import { CHROMIUM_ARGS, resolveChromium } from '@/scripts/chromium-path.mjs';
import {
  buildSite,
  pageText,
  startSite,
  visibleText,
  waitUntil,
  type RunningSite,
  cmsSiteEnv,
} from './support/site';
import { logMeasurements, runSeed } from './support/seed';
import { seededDataDir } from './support/template';

const CMS_PORT = Number(process.env.CMS_PREVIEW_PORT ?? 8302);
const SITE_PORT = Number(process.env.CMS_PREVIEW_SITE_PORT ?? 3312);
const DIST_DIR = process.env.CMS_PREVIEW_DIST_DIR ?? '.next-preview-cms';
const SHOTS = process.env.CMS_PREVIEW_SHOTS ?? path.join(tmpdir(), 'preview-cms-shots');
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const DRAFT_SECRET = 'preview-cms-draft-secret';
/** The issue's bound from promoting a version to the public page showing it. */
const EDIT_TO_LIVE_LIMIT_MS = 10_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** What the editor types into home's hero text in the Visual Editor. */
const EDITED_HERO_TEXT = 'Edited in place from the Visual Editor.';
/** The draft version's heading of /about's journey (timeline) block. */
const DRAFT_HEADING = 'Twelve Years of Shipping';

const measurements: Record<string, string> = {};
let dataDir: string;
let directus: RunningDirectus;
let site: RunningSite | undefined;
let browser: Browser | undefined;

type Json = Record<string, unknown>;

async function admin<T = Json>(method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${directus.url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${directus.secrets.adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

const seedDirectus = () => runSeed(directus, { NEXT_PUBLIC_SITE_URL: SITE_URL, DRAFT_SECRET });

/** Fills a Directus preview URL template as the app does for an item at a version. */
function previewUrl(template: string, item: Json, version = 'main'): string {
  return template
    .replace(/\{\{\s*\$version\s*\}\}/g, version)
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, field: string) => String(item[field] ?? ''));
}

/** Opens a preview URL as the editor's browser does: keeps its cookies, follows its redirect. */
async function openPreview(url: string): Promise<{ status: number; html: string; cookie: string }> {
  const draft = await fetch(url, { redirect: 'manual' });
  expect(draft.status).toBe(307);
  const cookie = draft.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const target = new URL(draft.headers.get('location')!, SITE_URL);
  const page = await fetch(target, { headers: { cookie }, cache: 'no-store' });
  return { status: page.status, html: await page.text(), cookie };
}

async function aboutRecord() {
  const [page] = await admin<Array<{ id: number; slug: string }>>(
    'GET',
    '/items/octaacer_pages?filter[slug][_eq]=about&fields=id,slug',
  );
  const [row] = await admin<Array<{ id: number; item: string }>>(
    'GET',
    `/items/octaacer_pages_blocks?filter[octaacer_pages_id][_eq]=${page!.id}&filter[collection][_eq]=octaacer_block_timeline&fields=id,item`,
  );
  return { page: page!, junctionId: row!.id, blockId: row!.item };
}

beforeAll(async () => {
  dataDir = seededDataDir('cms-preview-');
  mkdirSync(SHOTS, { recursive: true });
  directus = await startDirectus({
    dataDir,
    port: CMS_PORT,
    stdio: 'ignore',
    // Directus's own CSP lets its Live Preview pane and Visual Editor frame only the site.
    extraEnv: { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `array:'self',${SITE_URL}` },
  });
  const seeded = await seedDirectus();
  if (seeded.status !== 0) throw new Error(`cms:seed failed:\n${seeded.output}`);
  const env = cmsSiteEnv(
    { directus, distDir: DIST_DIR, siteUrl: SITE_URL, dataDir },
    { DRAFT_SECRET },
  );
  const build = await buildSite(env);
  measurements['site build'] = `${build.seconds.toFixed(0)} s`;
  if (build.code !== 0) throw new Error(`next build failed:\n${build.output.slice(-3000)}`);
  site = await startSite(env, SITE_PORT);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  logMeasurements(`Preview test measurements (screenshots in ${SHOTS})`, measurements);
});

describe('preview inside Directus', () => {
  it('cms:seed gives pages, services, industries and projects a preview URL and versioning, and a second run changes nothing', async () => {
    const expected = {
      octaacer_pages: '&page={{slug}}&slug={{permalink}}&version={{$version}}',
      octaacer_services: '&slug=/services/{{slug}}&version={{$version}}',
      octaacer_industries: '&slug=/industries/{{slug}}&version={{$version}}',
      octaacer_projects: '&slug=/portfolios/{{slug}}&version={{$version}}',
    };
    for (const [collection, tail] of Object.entries(expected)) {
      const { meta } = await admin<{ meta: { preview_url: string; versioning: boolean } }>(
        'GET',
        `/collections/${collection}`,
      );
      expect(meta.preview_url).toBe(`${SITE_URL}/api/draft?secret=${DRAFT_SECRET}${tail}`);
      expect(meta.versioning).toBe(true);
    }
    const settings = await admin<{
      visual_editor_urls: Array<{ url: string }>;
      module_bar: Array<{ id: string; enabled: boolean }>;
    }>('GET', '/settings?fields=visual_editor_urls,module_bar');
    expect(settings.visual_editor_urls).toEqual([
      { url: `${SITE_URL}/api/draft?secret=${DRAFT_SECRET}&slug=/&version={{$version}}` },
    ]);
    expect(settings.module_bar.find((entry) => entry.id === 'visual')?.enabled).toBe(true);
    const second = await seedDirectus();
    expect(second.status).toBe(0);
    expect(second.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 180_000);

  it("a page's and a service's preview URL open them in draft mode, marked for the Visual Editor; the public pages carry none of it", async () => {
    const templates = Object.fromEntries(
      await Promise.all(
        ['octaacer_pages', 'octaacer_services'].map(async (collection) => [
          collection,
          (await admin<{ meta: { preview_url: string } }>('GET', `/collections/${collection}`)).meta
            .preview_url,
        ]),
      ),
    ) as Record<string, string>;
    const { blockId } = await aboutRecord();

    const about = await openPreview(
      previewUrl(templates.octaacer_pages!, { slug: 'about', permalink: '/about' }),
    );
    expect(about.status).toBe(200);
    expect(about.html).toContain('Preview: you are seeing unpublished drafts.');
    expect(about.html).toContain('<script src="/api/draft/visual-editing" async="">');
    expect(about.html).toContain(
      `data-directus="collection:octaacer_block_timeline;item:${blockId};fields:heading;mode:popover"`,
    );
    // The hero's heading is its page's hero record.
    expect(about.html).toMatch(
      /data-directus="collection:hero_section;item:\d+;fields:title,title_primary/,
    );
    const script = await fetch(`${SITE_URL}/api/draft/visual-editing`, {
      headers: { cookie: about.cookie },
    });
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('DirectusVisualEditing');

    const service = await openPreview(
      previewUrl(templates.octaacer_services!, { slug: 'business-automation' }),
    );
    expect(service.status).toBe(200);
    expect(service.html).toMatch(/data-directus="collection:octaacer_block_[a-z_]+;item:/);

    // Every block an editor sees on the draft page opens its own record, of whatever type, and
    // the header's and footer's words open the settings.
    const unmarked = async (parent: 'pages' | 'services', slug: string, html: string) => {
      const [record] = await admin<Array<{ id: number }>>(
        'GET',
        `/items/octaacer_${parent}?filter[slug][_eq]=${slug}&fields=id`,
      );
      const rows = await admin<Array<{ collection: string; item: string; hide_block: boolean }>>(
        'GET',
        `/items/octaacer_${parent}_blocks?filter[octaacer_${parent}_id][_eq]=${record!.id}&fields=collection,item,hide_block&limit=-1`,
      );
      expect(rows.length).toBeGreaterThan(3);
      return rows
        .filter((row) => !row.hide_block)
        .filter(
          (row) => !html.includes(`data-directus="collection:${row.collection};item:${row.item};`),
        )
        .map((row) => `${row.collection} ${row.item}`);
    };
    expect(await unmarked('pages', 'about', about.html)).toEqual([]);
    expect(await unmarked('services', 'business-automation', service.html)).toEqual([]);
    expect(about.html).toMatch(/data-directus="collection:octaacer_settings;item:\d+;fields:/);

    for (const route of ['/about', '/services/business-automation', '/']) {
      const { html } = await pageText(`${SITE_URL}${route}`);
      expect(html).not.toContain('data-directus');
      expect(html).not.toContain('/api/draft/visual-editing');
    }
  });

  it('a draft campaign page, 404 on the site, opens from its preview URL at its permalink', async () => {
    const { meta } = await admin<{ meta: { preview_url: string } }>(
      'GET',
      '/collections/octaacer_pages',
    );
    const draft = { slug: 'lp-preview-draft', permalink: '/lp/preview-draft' };
    const heading = 'Preview-only Spring Offer';
    await admin('POST', '/items/octaacer_pages', {
      ...draft,
      title: 'Preview-only Spring Offer',
      status: 'draft',
      blocks: [
        {
          collection: 'octaacer_block_cta_band',
          item: {
            variant: 'lead',
            heading,
            text: 'Seen in the preview only.',
            primaryLabel: 'Claim',
          },
          sort: 1,
          hide_block: false,
        },
      ],
    });
    expect((await pageText(`${SITE_URL}${draft.permalink}`)).status).toBe(404);
    const preview = await openPreview(previewUrl(meta.preview_url, draft));
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(heading);
  });

  it("a draft version's change shows in the preview and not on the public page; promoting it publishes it within 10 s", async () => {
    const { page, junctionId, blockId } = await aboutRecord();
    const { heading: publishedHeading } = await admin<{ heading: string }>(
      'GET',
      `/items/octaacer_block_timeline/${blockId}?fields=heading`,
    );
    const version = await admin<{ id: string }>('POST', '/versions', {
      key: 'draft',
      name: 'Draft',
      collection: 'octaacer_pages',
      item: String(page.id),
    });
    // What Directus's form saves when an editor changes a block of the page in a version.
    await admin('POST', `/versions/${version.id}/save`, {
      blocks: {
        create: [],
        update: [
          {
            id: junctionId,
            collection: 'octaacer_block_timeline',
            item: { id: blockId, heading: DRAFT_HEADING },
          },
        ],
        delete: [],
      },
    });
    const { meta } = await admin<{ meta: { preview_url: string } }>(
      'GET',
      '/collections/octaacer_pages',
    );
    const preview = await openPreview(previewUrl(meta.preview_url, page, 'draft'));
    expect(visibleText(preview.html)).toContain(DRAFT_HEADING);
    expect(visibleText(preview.html)).not.toContain(publishedHeading);
    // The same preview at the main version is the published page.
    const main = await openPreview(previewUrl(meta.preview_url, page, 'main'));
    expect(visibleText(main.html)).toContain(publishedHeading);
    const published = visibleText((await pageText(`${SITE_URL}/about`)).html);
    expect(published).toContain(publishedHeading);
    expect(published).not.toContain(DRAFT_HEADING);

    // Promote as the form's Promote button does: with the hash of the main item it compared.
    const { mainHash } = await admin<{ mainHash: string }>(
      'GET',
      `/versions/${version.id}/compare`,
    );
    await admin('POST', `/versions/${version.id}/promote`, { mainHash });
    const took = await waitUntil(async () => {
      const text = visibleText((await pageText(`${SITE_URL}/about`)).html);
      return text.includes(DRAFT_HEADING) || `the public /about still shows '${publishedHeading}'`;
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['promote → public /about'] = `${(took / 1000).toFixed(1)} s`;
  }, 60_000);
});

describe('Directus frames the draft page', () => {
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: resolveChromium() ?? undefined,
      args: [...CHROMIUM_ARGS],
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    // Directus asks a new project for its owner once; that is not what this test looks at.
    await admin('PATCH', '/settings', { project_owner: directus.secrets.adminEmail });
    const login = await page.request.post(`${directus.url}/auth/login`, {
      data: {
        email: directus.secrets.adminEmail,
        password: directus.secrets.adminPassword,
        mode: 'session',
      },
    });
    expect(login.ok()).toBe(true);
  }, 60_000);

  /** The frame of the site inside a Directus screen, once its page has a heading. */
  async function siteFrame(): Promise<Frame> {
    let found: Frame | undefined;
    await waitUntil(async () => {
      found = page.frames().find((frame) => frame.url().startsWith(SITE_URL));
      if (!found) return 'no frame of the site yet';
      return (await found.locator('h1').count()) > 0 || 'the framed page has no heading yet';
    }, 30_000);
    return found!;
  }

  /** The item form's Live Preview pane (its eye button), opened or closed; Directus keeps it per user. */
  async function setPreviewPane(open: boolean) {
    const button = page.locator('.action-preview').first();
    const isOpen = !((await button.getAttribute('class')) ?? '').includes('secondary');
    if (isOpen !== open) await button.click();
  }

  it("the item form's Live Preview pane shows the draft page beside the form", async () => {
    const { page: about } = await aboutRecord();
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${about.id}`);
    await page.screenshot({ path: path.join(SHOTS, 'item-form-1440.png') });
    // The header's eye button ('Enable Preview') splits the form and the preview.
    await page.locator('.action-preview').first().click();
    const frame = await siteFrame();
    // What the editor sees once the pane has loaded the draft page: its preview bar.
    await frame.getByText('Preview: you are seeing unpublished drafts.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'live-preview-1440.png') });
    expect(await frame.locator('body').innerText()).toContain(
      'Preview: you are seeing unpublished drafts.',
    );
    expect(await frame.locator('[data-directus]').count()).toBeGreaterThan(3);
  }, 90_000);

  it("after Live Preview, the editor's own tab of the site shows published pages only, while the pane keeps the drafts", async () => {
    // The draft campaign page of the earlier test: 404 to visitors, shown in the preview.
    const draftPath = '/lp/preview-draft';
    const { page: about } = await aboutRecord();
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${about.id}`);
    await page.locator('.m2a-builder .v-list-item').first().waitFor({ timeout: 60_000 });
    await setPreviewPane(true);
    await (await siteFrame()).getByText('Preview: you are seeing unpublished drafts.').waitFor();
    const scope = (await page.context().cookies(SITE_URL)).find(
      (cookie) => cookie.name === 'preview-scope',
    );
    expect(scope?.value).toBe('frame');

    // The editor's own tab, in the same browser: the published site, no preview bar, no draft.
    const tab = await page.context().newPage();
    await tab.goto(`${SITE_URL}/about`);
    expect(await tab.locator('body').innerText()).not.toContain(
      'Preview: you are seeing unpublished drafts.',
    );
    expect(await tab.locator('[data-directus]').count()).toBe(0);
    expect((await tab.goto(`${SITE_URL}${draftPath}`))?.status()).toBe(404);
    await tab.close();

    // The pane still previews: a link followed inside the frame opens the draft page.
    const frame = await siteFrame();
    await frame.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      link.textContent = 'to the draft';
      document.body.append(link);
      link.click();
    }, draftPath);
    await waitUntil(async () => {
      const framed = page.frames().find((candidate) => candidate.url().endsWith(draftPath));
      if (!framed) return 'the frame has not opened the draft page yet';
      return (
        (await framed.locator('body').innerText()).includes('Preview-only Spring Offer') ||
        'the framed draft page does not show its heading'
      );
    }, 20_000);
  }, 90_000);

  it('a hidden block reads "Hidden · " before its name in the Blocks list', async () => {
    const { page: about, junctionId } = await aboutRecord();
    await admin('PATCH', `/items/octaacer_pages_blocks/${junctionId}`, { hide_block: true });
    const row = await admin<{ block_type: string; hidden_marker: string }>(
      'GET',
      `/items/octaacer_pages_blocks/${junctionId}?fields=block_type,hidden_marker`,
    );
    expect(row).toEqual({ block_type: 'Timeline', hidden_marker: 'Hidden · ' });
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${about.id}`);
    const list = page.locator('.field', { hasText: 'Blocks' }).first();
    await list.getByText('Hidden · Timeline').waitFor({ timeout: 20_000 });
    // The others name their type without the mark.
    await pwExpect(list.locator('.v-list-item', { hasText: 'Hidden · ' })).toHaveCount(1);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'blocks-list-hidden-1440.png') });
    await admin('PATCH', `/items/octaacer_pages_blocks/${junctionId}`, { hide_block: false });
    const shown = await admin<{ hidden_marker: string }>(
      'GET',
      `/items/octaacer_pages_blocks/${junctionId}?fields=hidden_marker`,
    );
    expect(shown.hidden_marker).toBe('');
  }, 60_000);

  it("a page's Hero Section field reads the hero's title and key, not its id", async () => {
    const { page: about } = await aboutRecord();
    const { hero_section: heroId } = await admin<{ hero_section: number }>(
      'GET',
      `/items/octaacer_pages/${about.id}?fields=hero_section`,
    );
    const hero = await admin<{ title: string; key: string }>(
      'GET',
      `/items/hero_section/${heroId}?fields=title,key`,
    );
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${about.id}`);
    const field = page.locator('.field', { hasText: 'Hero Section' }).first();
    await pwExpect(field).toContainText(`${hero.title} · ${hero.key}`, { timeout: 20_000 });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'hero-section-field-1440.png') });
  }, 60_000);

  it('in the Visual Editor an editor edits a paragraph in place and saving refreshes the page', async () => {
    await page.goto(`${directus.url}/admin/visual`);
    const frame = await siteFrame();
    await waitUntil(
      async () =>
        (await frame.locator('#directus-visual-editing .directus-visual-editing-rect').count()) >
          0 || 'no editable overlay in the framed page',
      20_000,
    );
    // Home's hero text is its hero_section record's description.
    const paragraph = frame.locator(
      '[data-directus*="collection:hero_section"][data-directus*="fields:description"]',
    );
    await paragraph.hover();
    // The Visual Editor's outline and edit button over the hovered paragraph.
    await frame
      .locator('.directus-visual-editing-rect-hover .directus-visual-editing-edit-button')
      .waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'visual-editor-1440.png') });
    await frame
      .locator('.directus-visual-editing-rect-hover .directus-visual-editing-edit-button')
      .click();
    const field = page.locator('textarea:visible, .v-form input:visible').first();
    await field.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SHOTS, 'visual-editor-popover-1440.png') });
    await field.fill(EDITED_HERO_TEXT);
    await page.locator('button:visible:has([data-icon="check"])').last().click();
    const took = await waitUntil(
      async () =>
        (await paragraph.innerText()).includes(EDITED_HERO_TEXT) ||
        `the framed page still reads '${(await paragraph.innerText()).slice(0, 60)}'`,
      15_000,
    );
    measurements['Visual Editor save → framed page refreshed'] = `${(took / 1000).toFixed(1)} s`;
    await page.screenshot({ path: path.join(SHOTS, 'visual-editor-saved-1440.png') });
  }, 120_000);

  it('the draft page at 390 px: the preview bar above the page', async () => {
    const phone = await browser!.newPage({ viewport: { width: 390, height: 844 } });
    const { meta } = await admin<{ meta: { preview_url: string } }>(
      'GET',
      '/collections/octaacer_pages',
    );
    await phone.goto(previewUrl(meta.preview_url, { slug: 'lp-automation-solutions' }));
    await phone.getByText('Preview: you are seeing unpublished drafts.').waitFor();
    expect(await phone.locator('[data-directus]').count()).toBeGreaterThan(5);
    await phone.screenshot({ path: path.join(SHOTS, 'draft-lp-390.png') });
    await phone.close();
  });
  /**
   * The README's "An editor's campaign page, start to finish", followed in Directus's own app as an
   * editor clicks it: duplicate, retitle, hide, reorder, preview, publish, translate, move the
   * permalink. Each step's time is measured from the click that does it to the site showing it.
   */
  it("an editor's campaign page, start to finish, in Directus's own app", async () => {
    const field = (label: string) =>
      page.locator('.field').filter({
        has: page.locator('.field-label', { hasText: new RegExp(`^\\s*${label}\\s*\\*?\\s*$`) }),
      });
    const blockRows = page.locator('.m2a-builder .v-list-item');
    const rowTexts = async () =>
      (await blockRows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    /** Save and stay (Directus's Ctrl+S): its request to Directus, which must succeed. */
    async function save() {
      // The shortcut is the form's: after a menu (the status) the focus has left it.
      await field('Title').locator('input').focus();
      const [response] = await Promise.all([
        page.waitForResponse(
          (answer) =>
            answer.request().method() === 'PATCH' &&
            /\/items\/octaacer_pages\/\d+/.test(answer.url()),
          { timeout: 20_000 },
        ),
        page.keyboard.press('Control+s'),
      ]);
      if (!response.ok()) throw new Error(`save: ${response.status()} ${await response.text()}`);
    }
    const timed = async (what: string, step: () => Promise<unknown>) => {
      const started = Date.now();
      await step();
      measurements[`walk-through: ${what}`] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    };
    const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const [original] = await admin<Array<{ id: number }>>(
      'GET',
      '/items/octaacer_pages?filter[slug][_eq]=lp-automation-solutions&fields=id',
    );
    const copiesBefore = await admin<Array<{ id: number }>>(
      'GET',
      '/items/octaacer_pages?filter[slug][_starts_with]=lp-automation-solutions-copy&fields=id',
    );

    // 1. Duplicate Page from the original's sidebar; the bell's notification opens the copy.
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${original!.id}`);
    await blockRows.first().waitFor({ timeout: 60_000 });
    await setPreviewPane(false);
    let copyId = 0;
    await timed('Duplicate Page → the copy open in its form', async () => {
      await page.locator('button.accordion-trigger', { hasText: 'Flows' }).click();
      await page.getByRole('button', { name: /Duplicate Page/ }).click();
      await waitUntil(async () => {
        const copies = await admin<Array<{ id: number }>>(
          'GET',
          '/items/octaacer_pages?filter[slug][_starts_with]=lp-automation-solutions-copy&fields=id&sort=-id',
        );
        copyId = copies.length > copiesBefore.length ? copies[0]!.id : 0;
        return copyId > 0 || 'no copy yet';
      }, 60_000);
      await page.locator('[data-icon="notifications"]').first().click();
      const notice = page
        .locator('.v-list-item', { hasText: /Duplicate Page: Copy of .* is ready/ })
        .first();
      await notice.locator('[data-icon="open_in_new"]').click();
      await page.waitForURL(new RegExp(`/content/octaacer_pages/${copyId}$`));
      // The app swaps the form in place: until the copy's item has loaded, the inputs still hold
      // the original's values (and its block rows are already there to wait for).
      await waitUntil(async () => {
        const title = await field('Title').locator('input').inputValue();
        return /^Copy of /.test(title) || `the form still shows "${title}"`;
      }, 60_000);
      await blockRows.first().waitFor({ timeout: 60_000 });
    });
    expect(await field('Title').locator('input').inputValue()).toMatch(/^Copy of /);
    const copy = await admin<{ status: string }>(
      'GET',
      `/items/octaacer_pages/${copyId}?fields=status`,
    );
    expect(copy.status).toBe('draft');

    // 2-4. Retitle it, give it its address, hide a block and drag another above it.
    const title = 'Winter Automation Offer | Octaacer';
    await field('Title').locator('input').fill(title);
    await field('Permalink').locator('input').fill('/lp/winter-offer');
    expect((await rowTexts())[1]).toMatch(/^Platforms:/);
    await blockRows.nth(1).click();
    const drawer = page.locator('.v-drawer').last();
    await drawer.getByText('Hide this block').click();
    await drawer.locator('button:has([data-icon="check"])').first().click();
    // The list takes a drag once the drawer has gone.
    await drawer.waitFor({ state: 'hidden' });
    const handle = async (index: number) =>
      (await blockRows.nth(index).locator('.drag-handle').boundingBox())!;
    const from = await handle(2);
    const to = await handle(1);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 5, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    expect((await rowTexts())[1]).toMatch(/^Before and after:/);
    await save();
    await waitUntil(async () => {
      const rows = await rowTexts();
      return (
        (/^Before and after:/.test(rows[1] ?? '') && /^Hidden · Platforms:/.test(rows[2] ?? '')) ||
        `the Blocks list reads ${JSON.stringify(rows.slice(0, 3))}`
      );
    }, 20_000);
    await page.screenshot({ path: path.join(SHOTS, 'walk-through-blocks-1440.png') });

    // 5. Preview: the draft page beside the form, its hidden block gone, the order as dragged.
    await timed('Live Preview → the draft copy shown', async () => {
      await setPreviewPane(true);
      await waitUntil(async () => {
        const frame = page
          .frames()
          .find((candidate) => candidate.url().includes('/lp/winter-offer'));
        if (!frame) return 'no frame of /lp/winter-offer yet';
        const text = await frame
          .locator('body')
          .innerText()
          .catch(() => '');
        return text.includes('Before vs After Automation') || 'the framed page is not drawn yet';
      }, 30_000);
    });
    const framed = page.frames().find((candidate) => candidate.url().includes('/lp/winter-offer'))!;
    const framedText = await framed.locator('body').innerText();
    expect(framedText).toContain('Preview: you are seeing unpublished drafts.');
    expect(framedText).not.toContain('Platform Expertise You Can Trust');
    await page.screenshot({ path: path.join(SHOTS, 'walk-through-preview-1440.png') });
    expect((await pageText(`${SITE_URL}/lp/winter-offer`)).status).toBe(404);
    await setPreviewPane(false);

    // 6. Publish.
    await timed('Status Published → live at /lp/winter-offer', async () => {
      await field('Status').locator('.v-input').first().click();
      await page.locator('.v-menu-content .v-list-item', { hasText: 'Published' }).click();
      await save();
      await waitUntil(async () => {
        const { status, html } = await pageText(`${SITE_URL}/lp/winter-offer`);
        return (status === 200 && titleOf(html).includes('Winter Automation Offer')) || `${status}`;
      }, EDIT_TO_LIVE_LIMIT_MS);
    });
    const live = visibleText((await pageText(`${SITE_URL}/lp/winter-offer`)).html);
    expect(live).not.toContain('Platform Expertise You Can Trust');
    expect(live.indexOf('Before vs After Automation')).toBeGreaterThan(-1);

    // 7. Translate: the Arabic title, live on /ar/lp/winter-offer; English untouched.
    const arabicTitle = 'عرض الأتمتة الشتوي';
    await timed('Arabic title saved → live on /ar/lp/winter-offer', async () => {
      await field('Translations').locator('input').first().fill(arabicTitle);
      await save();
      await waitUntil(async () => {
        const { html } = await pageText(`${SITE_URL}/ar/lp/winter-offer`);
        return titleOf(html).includes(arabicTitle) || `the Arabic title is '${titleOf(html)}'`;
      }, EDIT_TO_LIVE_LIMIT_MS);
    });
    expect(titleOf((await pageText(`${SITE_URL}/lp/winter-offer`)).html)).toContain(
      'Winter Automation Offer',
    );

    // 8. Move the permalink: the old address, in every language, answers 301 to the new one.
    await timed('Permalink moved → old URLs 301 in en/ar/tr', async () => {
      await field('Permalink').locator('input').fill('/lp/winter-deal');
      await save();
      await waitUntil(async () => {
        for (const prefix of ['', '/ar', '/tr']) {
          const response = await fetch(`${SITE_URL}${prefix}/lp/winter-offer`, {
            redirect: 'manual',
          });
          const location = response.headers.get('location') ?? '';
          if (response.status !== 301 || !location.endsWith(`${prefix}/lp/winter-deal`))
            return `${prefix}/lp/winter-offer answers ${response.status} ${location}`;
        }
        return true;
      }, EDIT_TO_LIVE_LIMIT_MS);
    });
    expect((await pageText(`${SITE_URL}/lp/winter-deal`)).status).toBe(200);

    // The original: still its own blocks, its Platforms block shown, at its own address.
    const originalPage = visibleText((await pageText(`${SITE_URL}/lp/automation-solutions`)).html);
    expect(originalPage).toContain('Platform Expertise You Can Trust');
  }, 300_000);
});
