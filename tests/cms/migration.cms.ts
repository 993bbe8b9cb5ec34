/**
 * A Directus seeded by the earlier schema kept an industry's and a service's page sections in a
 * `detail` JSON field, and a landing page's copy in its page record's `content` JSON. cms:seed
 * turns what is there (an editor's changes included) into blocks, and the fields go away. Port:
 * CMS_MIGRATION_PORT (default 8161).
 */
import { rmSync } from 'node:fs';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { serviceDetails } from '@/content-fallback/service-details';
import { automationPageBlocks } from '@/content-fallback/page-blocks/landing-pages';
import { automationLandingPage } from '@/content-fallback/pages/landing-pages';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import { DirectusAdmin, seedDirectus } from '@/scripts/cms-seed';
import { seededDataDir } from './support/template';

const CMS_PORT = Number(process.env.CMS_MIGRATION_PORT ?? 8161);
const EDITED_OVERVIEW = 'Clinics lose hours to phone booking; an editor rewrote this in the JSON.';
const EDITED_CARDS_HEADING = 'What We Automate Before Lunch';
const EDITED_LANDING_TITLE = 'Stop Typing, Start Growing:';
const EDITED_ROI_HEADING = 'What Automation Returns, Edited in the JSON';
const EDITED_GALLERY_CAPTION = 'Balances and transfers on one screen, edited in the JSON';
const ARABIC_GALLERY_CAPTION = 'الأرصدة والتحويلات في شاشة واحدة';

let dataDir: string;
let directus: RunningDirectus;

beforeAll(async () => {
  dataDir = seededDataDir('cms-migration-');
  directus = await startDirectus({ dataDir, port: CMS_PORT, stdio: 'ignore' });
  // The seeded template, seeded again as this suite's Directus: the setting, not what a test
  // checks; each test then measures its own migration.
  await seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
}, 300_000);

afterAll(async () => {
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The earlier schema on one item: a `detail` JSON field, edited by hand, and no blocks yet. */
async function withLegacyDetail(
  api: DirectusAdmin,
  parent: 'industries' | 'services',
  slug: string,
  detail: unknown,
): Promise<void> {
  await api.request('POST', `/fields/octaacer_${parent}`, {
    field: 'detail',
    type: 'json',
    meta: { special: ['cast-json'], interface: 'input-code' },
  });
  const [item] = await api.list<{ id: number; slug: string }>(`/items/octaacer_${parent}`, {
    'filter[slug][_eq]': slug,
    fields: 'id,slug',
  });
  await api.request('PATCH', `/items/octaacer_${parent}/${item!.id}`, { detail });
  const rows = await api.list<{ id: number }>(`/items/octaacer_${parent}_blocks`, {
    [`filter[octaacer_${parent}_id][_eq]`]: String(item!.id),
    fields: 'id',
  });
  await api.request(
    'DELETE',
    `/items/octaacer_${parent}_blocks`,
    rows.map((row) => row.id),
  );
}

it("moves an industry's and a service's detail JSON into their blocks and drops the field", async () => {
  const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
  const seed = () =>
    seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
  await seed();

  const industry = fallbackIndustryDetails.find((record) => record.slug === 'healthcare-biotech')!;
  await withLegacyDetail(api, 'industries', 'healthcare-biotech', {
    ...industry,
    overview: { ...industry.overview!, detailedDescription: EDITED_OVERVIEW },
  });
  const service = serviceDetails.find((record) => record.slug === 'business-automation')!;
  await withLegacyDetail(api, 'services', 'business-automation', {
    ...service,
    contentCards: {
      ...service.contentCards,
      section: { ...service.contentCards.section, heading: EDITED_CARDS_HEADING },
    },
  });

  const report = await seed();
  expect(report.changes).toEqual(
    expect.arrayContaining([
      'octaacer_industries: blocks for 1 items',
      'octaacer_services: blocks for 1 items',
    ]),
  );
  const [overview] = await api.list<{ description: string }>('/items/octaacer_block_overview', {
    'filter[description][_eq]': EDITED_OVERVIEW,
    fields: 'description',
  });
  expect(overview?.description).toBe(EDITED_OVERVIEW);
  const [cards] = await api.list<{ heading: string; variant: string }>(
    '/items/octaacer_block_cards',
    { 'filter[heading][_eq]': EDITED_CARDS_HEADING, fields: 'heading,variant' },
  );
  expect(cards).toEqual({ heading: EDITED_CARDS_HEADING, variant: 'numbered' });
  for (const parent of ['industries', 'services']) {
    const fields = await api.list<{ field: string }>(`/fields/octaacer_${parent}`);
    expect(fields.map((field) => field.field)).not.toContain('detail');
  }
}, 180_000);

it("moves a landing page's content JSON into its blocks and hero, under its page slug", async () => {
  const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
  const seed = () =>
    seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
  await seed();

  // The earlier schema: the page record of /lp/automation-solutions under its route, with the
  // landing copy in a `content` JSON field (edited by hand), no blocks and no hero record.
  const [page] = await api.list<{ id: number }>('/items/octaacer_pages', {
    'filter[slug][_eq]': 'lp-automation-solutions',
    fields: 'id',
  });
  const rows = await api.list<{ id: number }>('/items/octaacer_pages_blocks', {
    'filter[octaacer_pages_id][_eq]': String(page!.id),
    fields: 'id',
  });
  await api.request(
    'DELETE',
    '/items/octaacer_pages_blocks',
    rows.map((row) => row.id),
  );
  const [hero] = await api.list<{ id: number }>('/items/hero_section', {
    'filter[key][_eq]': 'lp-automation-solutions',
    fields: 'id',
  });
  await api.request('DELETE', `/items/hero_section/${hero!.id}`);
  await api.request('POST', '/fields/octaacer_pages', {
    field: 'content',
    type: 'json',
    meta: { special: ['cast-json'], interface: 'input-code' },
  });
  const content = JSON.parse(JSON.stringify(automationLandingPage)) as typeof automationLandingPage;
  content.hero = { ...content.hero, key: 'lp/automation-solutions', title: EDITED_LANDING_TITLE };
  content.roi.heading = EDITED_ROI_HEADING;
  await api.request('PATCH', `/items/octaacer_pages/${page!.id}`, {
    slug: 'lp/automation-solutions',
    content,
  });

  const report = await seed();
  expect(report.changes).toEqual(
    expect.arrayContaining([
      'octaacer_pages[lp/automation-solutions]: renamed lp-automation-solutions',
      `octaacer_pages[lp-automation-solutions]: ${automationPageBlocks.length} blocks`,
    ]),
  );
  const [roi] = await api.list<{ heading: string }>('/items/octaacer_block_roi_figures', {
    'filter[heading][_eq]': EDITED_ROI_HEADING,
    fields: 'heading',
  });
  expect(roi?.heading).toBe(EDITED_ROI_HEADING);
  const [newHero] = await api.list<{ title: string }>('/items/hero_section', {
    'filter[key][_eq]': 'lp-automation-solutions',
    fields: 'title',
  });
  expect(newHero?.title).toBe(EDITED_LANDING_TITLE);
  const fields = await api.list<{ field: string }>('/fields/octaacer_pages');
  expect(fields.map((field) => field.field)).not.toContain('content');
}, 180_000);

it("turns a service's title_html into a plain title and its highlighted part; its translations follow the fields", async () => {
  const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
  const seed = () =>
    seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
  await seed();

  // The earlier schema: a `title_html` field (HTML to type) on services and their translation
  // rows, where the site now has plain text plus a highlighted part.
  for (const collection of ['octaacer_services', 'octaacer_services_translations'])
    await api.request('POST', `/fields/${collection}`, {
      field: 'title_html',
      type: 'string',
      meta: { interface: 'input' },
    });
  await api.request('DELETE', '/fields/octaacer_services_translations/title_highlight');
  const [service] = await api.list<{ id: number; title: string }>('/items/octaacer_services', {
    'filter[slug][_eq]': 'business-automation',
    fields: 'id,title',
  });
  await api.request('PATCH', `/items/octaacer_services/${service!.id}`, {
    title_html: 'Business <span class="text-primary">Automation</span>',
    title_highlight: null,
  });

  const report = await seed();
  expect(report.changes).toEqual(
    expect.arrayContaining([
      `octaacer_services[${service!.id}]: title_html → plain title and highlighted part`,
      'octaacer_services_translations: added title_highlight',
      'octaacer_services_translations: removed title_html',
    ]),
  );
  const migrated = await api.request<{ title: string; title_highlight: string }>(
    'GET',
    `/items/octaacer_services/${service!.id}?fields=title,title_highlight`,
  );
  expect(migrated).toEqual({ title: service!.title, title_highlight: 'Automation' });
  const own = (await api.list<{ field: string }>('/fields/octaacer_services')).map((f) => f.field);
  expect(own).toContain('title_highlight');
  expect(own).not.toContain('title_html');
  const translated = (
    await api.list<{ field: string }>('/fields/octaacer_services_translations')
  ).map((field) => field.field);
  expect(translated).toEqual(expect.arrayContaining(['title', 'title_highlight']));
  expect(translated).not.toContain('title_html');
  expect((await seed()).changes).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/title_html|title_highlight/)]),
  );
}, 180_000);

it("turns a gallery kept as JSON rows with site paths into picture records with files, keeping an editor's caption, order and Arabic", async () => {
  const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
  const seed = () =>
    seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
  await seed();

  const [gallery] = await api.list<{ id: number; images: number[] }>(
    '/items/octaacer_block_gallery',
    { fields: 'id,images', limit: '1' },
  );
  const records = await api.list<{ alt: string; caption: string; image: { title: string } }>(
    '/items/octaacer_block_gallery_images',
    { 'filter[block][_eq]': String(gallery!.id), sort: 'sort', fields: 'alt,caption,image.title' },
  );
  expect(records.length).toBeGreaterThan(1);
  // The earlier schema: the rows as JSON with each picture's site path, reordered and one caption
  // edited by hand, and an Arabic caption in the translation row's JSON.
  const legacyRows = records
    .map((record) => ({ image: record.image.title, alt: record.alt, caption: record.caption }))
    .reverse();
  legacyRows[0] = { ...legacyRows[0]!, caption: EDITED_GALLERY_CAPTION };
  await api.request('DELETE', '/collections/octaacer_block_gallery_images_translations');
  await api.request('DELETE', '/collections/octaacer_block_gallery_images');
  const remaining = await api.list<{ field: string }>('/fields/octaacer_block_gallery');
  if (remaining.some((field) => field.field === 'images'))
    await api.request('DELETE', '/fields/octaacer_block_gallery/images');
  for (const collection of ['octaacer_block_gallery', 'octaacer_block_gallery_translations'])
    await api.request('POST', `/fields/${collection}`, {
      field: 'images',
      type: 'json',
      meta: { special: ['cast-json'], interface: 'list' },
    });
  await api.request('PATCH', `/items/octaacer_block_gallery/${gallery!.id}`, {
    images: legacyRows,
  });
  const [arabic] = await api.list<{ id: number }>('/items/octaacer_block_gallery_translations', {
    'filter[octaacer_block_gallery_id][_eq]': String(gallery!.id),
    'filter[languages_code][_eq]': 'ar',
    fields: 'id',
  });
  await api.request('PATCH', `/items/octaacer_block_gallery_translations/${arabic!.id}`, {
    images: legacyRows.map((row, index) => ({
      ...row,
      caption: index === 0 ? ARABIC_GALLERY_CAPTION : row.caption,
    })),
  });

  const report = await seed();
  expect(report.changes).toEqual(
    expect.arrayContaining([
      'octaacer_block_gallery.images: JSON rows read, to become records',
      expect.stringMatching(/^octaacer_block_gallery_images: \d+ rows from the JSON/),
    ]),
  );
  const migrated = await api.list<{
    caption: string;
    image: { title: string; folder: string };
    translations: Array<{ languages_code: string; caption: string }>;
  }>('/items/octaacer_block_gallery_images', {
    'filter[block][_eq]': String(gallery!.id),
    sort: 'sort',
    fields: 'caption,image.title,image.folder,translations.languages_code,translations.caption',
  });
  expect(migrated.map((row) => row.image.title)).toEqual(legacyRows.map((row) => row.image));
  expect(migrated[0]!.caption).toBe(EDITED_GALLERY_CAPTION);
  expect(migrated[0]!.translations).toEqual(
    expect.arrayContaining([{ languages_code: 'ar', caption: ARABIC_GALLERY_CAPTION }]),
  );
  const [folder] = await api.list<{ id: string }>('/folders', { 'filter[name][_eq]': 'Website' });
  expect(new Set(migrated.map((row) => row.image.folder))).toEqual(new Set([folder!.id]));
  const junctionFields = await api.list<{ field: string }>(
    '/fields/octaacer_block_gallery_translations',
  );
  expect(junctionFields.map((field) => field.field)).not.toContain('images');
  // A third seed finds nothing left to move and makes no second copy.
  const third = await seed();
  expect(third.changes.filter((change) => change.includes('JSON'))).toEqual([]);
  const after = await api.list<{ id: number }>('/items/octaacer_block_gallery_images', {
    'filter[block][_eq]': String(gallery!.id),
    fields: 'id',
  });
  expect(after).toHaveLength(legacyRows.length);
}, 300_000);

it('reads a showcase icon kept as a site path and a platform logo typed as a brand as their choices, in the block and its Arabic', async () => {
  const api = new DirectusAdmin(directus.url, directus.secrets.adminToken);
  const seed = () =>
    seedDirectus({ url: directus.url, adminToken: directus.secrets.adminToken, log: () => {} });
  await seed();
  type Rows = Array<Record<string, unknown>>;
  const [showcase] = await api.list<{ id: number; items: Rows }>(
    '/items/octaacer_block_service_showcase',
    { fields: 'id,items', limit: '1' },
  );
  const [platforms] = await api.list<{ id: number; platforms: Rows }>(
    '/items/octaacer_block_automation_platforms',
    { fields: 'id,platforms', limit: '1' },
  );
  const icons = showcase!.items.map((item) => item.icon);
  const logos = platforms!.platforms.map((platform) => platform.icon);
  expect(icons).toContain('ai-development');
  expect(logos).toContain('powerautomate');
  // The earlier schema: paths and brands as an editor typed them.
  const legacyIcon = (icon: unknown) => `/assets/services/icons/${String(icon)}.svg`;
  const legacyLogo = (icon: unknown) =>
    icon === 'powerautomate' ? 'power-automate' : icon === 'copilot' ? 'Copilot Studio' : icon;
  await api.request('PATCH', `/items/octaacer_block_service_showcase/${showcase!.id}`, {
    items: showcase!.items.map((item) => ({ ...item, icon: legacyIcon(item.icon) })),
  });
  await api.request('PATCH', `/items/octaacer_block_automation_platforms/${platforms!.id}`, {
    platforms: platforms!.platforms.map((platform) => ({
      ...platform,
      icon: legacyLogo(platform.icon),
    })),
  });
  const [arabic] = await api.list<{ id: number; items: Rows | null }>(
    '/items/octaacer_block_service_showcase_translations',
    {
      'filter[octaacer_block_service_showcase_id][_eq]': String(showcase!.id),
      'filter[languages_code][_eq]': 'ar',
      fields: 'id,items',
    },
  );
  const arabicItems = (arabic!.items ?? showcase!.items).map((item) => ({
    ...item,
    icon: legacyIcon(item.icon),
  }));
  await api.request('PATCH', `/items/octaacer_block_service_showcase_translations/${arabic!.id}`, {
    items: arabicItems,
  });

  const report = await seed();
  expect(report.changes).toEqual(
    expect.arrayContaining([
      'octaacer_block_service_showcase.items: icon of 1 records read as a choice',
      'octaacer_block_service_showcase_translations.items: icon of 1 records read as a choice',
      'octaacer_block_automation_platforms.platforms: icon of 1 records read as a choice',
    ]),
  );
  const [after] = await api.list<{ items: Rows }>('/items/octaacer_block_service_showcase', {
    'filter[id][_eq]': String(showcase!.id),
    fields: 'items',
  });
  expect(after!.items.map((item) => item.icon)).toEqual(icons);
  const [afterArabic] = await api.list<{ items: Rows }>(
    '/items/octaacer_block_service_showcase_translations',
    { 'filter[id][_eq]': String(arabic!.id), fields: 'items' },
  );
  expect(afterArabic!.items.map((item) => item.icon)).toEqual(icons);
  const [afterPlatforms] = await api.list<{ platforms: Rows }>(
    '/items/octaacer_block_automation_platforms',
    { 'filter[id][_eq]': String(platforms!.id), fields: 'platforms' },
  );
  expect(afterPlatforms!.platforms.map((platform) => platform.icon)).toEqual(logos);
  // A third seed finds nothing to rewrite.
  expect((await seed()).changes.filter((change) => change.includes('as a choice'))).toEqual([]);
}, 300_000);
