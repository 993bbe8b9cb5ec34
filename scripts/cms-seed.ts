/**
 * npm run cms:seed — makes a Directus ready for this site, idempotently:
 *  1. applies cms/schema.snapshot.yaml (only the site's collections; others are never touched),
 *  2. imports content-fallback/ (only records that are missing: editors' changes are kept),
 *     uploading client logos and project images,
 *  3. creates what a snapshot does not carry: the read-only policy, role and user with the site's
 *     static token, public read of the site's image folder, and the Flow that calls
 *     POST {site}/api/revalidate on items.create, update and delete.
 * A second run finds everything in place and changes nothing.
 *
 * Env: DIRECTUS_URL, DIRECTUS_ADMIN_TOKEN (required); DIRECTUS_COLLECTION_PREFIX; DIRECTUS_TOKEN
 * (the site token to set; made up when the site user is new); REVALIDATE_SECRET and REVALIDATE_URL
 * (default {NEXT_PUBLIC_SITE_URL}/api/revalidate) for the Flow; DRAFT_SECRET with
 * NEXT_PUBLIC_SITE_URL for the preview URLs and the Visual Editor (cms/seed/preview.ts).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { parse } from 'yaml';
import { fallbackHeroSections } from '@/content-fallback/heroes';
import { fallbackIndustries } from '@/content-fallback/industries';
import { fallbackJobs } from '@/content-fallback/jobs';
import { fallbackPages } from '@/content-fallback/pages';
import { fallbackProjects } from '@/content-fallback/projects';
import { fallbackClientLogos, fallbackReviews } from '@/content-fallback/reviews';
import { fallbackServices } from '@/content-fallback/services';
import { fallbackSkills } from '@/content-fallback/skills';
import { cmsCollectionName, CMS_COLLECTIONS } from '@/lib/cms/config';
import { blockCollectionName } from '@/lib/blocks/parse';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { landingCopies } from '@/content-fallback/page-blocks/landing-pages';
import {
  landingBlocksFromLegacy,
  landingHeroFromLegacy,
  landingSlugOf,
} from '@/cms/seed/legacy-landing';
import { migrateLegacyChoices } from '@/cms/seed/legacy-choices';
import { blockCollections } from '@/cms/seed/blocks-schema';
import { pictureListCollections } from '@/lib/blocks/picture-lists';
import {
  restoreLegacyPictureLists,
  SitePictures,
  takeLegacyPictureLists,
  withPictureFiles,
} from '@/cms/seed/picture-lists';
import { ensureTranslations } from '@/cms/seed/translations';
import { withoutTranslationsSchema } from '@/cms/seed/snapshot';
import { LANGUAGES_COLLECTION, TRANSLATIONS_FIELD } from '@/lib/cms/translation-names';
import { BLOCK_PARENTS, blocksJunctionName, type BlockParent } from '@/lib/blocks/parents';
import type { PageBlock } from '@/blocks/catalog';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { toIndustryDetail, toProjectDetail } from '@/lib/content/detail-pages';
import type { IndustryDetail, ProjectDetail } from '@/lib/content/types';
import { ensureBlockLabels } from '@/cms/seed/flows-block-labels';
import { serviceBlocksFrom } from '@/cms/seed/legacy-details';
import { titleFromHtml, type PlainTitle } from '@/cms/seed/legacy-title-html';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { discoverDetailContent, type DiscoveredContent } from '@/cms/seed/detail-records';
import {
  projectSkillIds,
  toHeroRecord,
  toIndustryRecord,
  toJobRecord,
  toPageRecord,
  toProjectRecord,
  toReviewRecord,
  toServiceRecord,
  toSettingsRecord,
  toSkillRecord,
} from '@/cms/seed/records';
import { ensureCampaignPages, ensureDuplicatePageFlow } from '@/cms/seed/flows-campaign';
import {
  ensureVersionRead,
  ensureVisualEditor,
  withPreviewUrls,
  type PreviewOptions,
} from '@/cms/seed/preview';
import { ensureRedirects } from '@/cms/seed/flows-redirects';
import { ensureScheduleFlow } from '@/cms/seed/flows-schedule';
import { FILES_COLLECTION } from '@/lib/revalidate/tags';
import { ensureLimitsFlow } from '@/cms/seed/flows-limits';
import { ensureQuoteTables } from '@/cms/seed/quote-tables';
import { fallbackQuoteTables } from '@/lib/quote/bundled-tables';

import { DirectusAdmin, type Snapshot } from '@/cms/seed/directus-admin';

const ROOT = path.resolve(__dirname, '..');
const SNAPSHOT_PREFIX = 'octaacer';

// The admin client and the snapshot's type live with the seed's modules, which use them.
export { DirectusAdmin, type Snapshot };

export const SITE_USER_EMAIL = 'website-reader@example.com';
export const SITE_POLICY_NAME = 'Website (read-only)';
export const SITE_ROLE_NAME = 'Website';
export const FLOW_NAME = 'Revalidate website';
export const ASSET_FOLDER_NAME = 'Website';
/** Directus 11's built-in Public policy. */
const PUBLIC_POLICY_ID = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

export interface SeedOptions {
  url: string;
  adminToken: string;
  prefix?: string;
  siteToken?: string;
  revalidateUrl?: string;
  revalidateSecret?: string;
  /** The site URL and DRAFT_SECRET for the preview URLs and the Visual Editor. */
  preview?: PreviewOptions;
  log?: (line: string) => void;
}

export interface SeedReport {
  /** Things created or changed; empty on a run that found everything in place. */
  changes: string[];
  siteToken?: string;
  siteTokenKnown: boolean;
  seconds: number;
}

type Json = Record<string, unknown>;

export function loadSnapshot(prefix: string): Snapshot {
  const text = readFileSync(path.join(ROOT, 'cms', 'schema.snapshot.yaml'), 'utf8');
  const renamed = prefix === SNAPSHOT_PREFIX ? text : text.replace(/\boctaacer_/g, `${prefix}_`);
  return parse(renamed);
}

export async function applySchema(
  api: DirectusAdmin,
  prefix: string,
  changes: string[],
  snapshot = loadSnapshot(prefix),
) {
  const ours = new Set(snapshot.collections.map((collection) => collection.collection));
  // force: the snapshot may come from another Directus version or database vendor.
  const result = await api.request<
    { hash: string; diff: Record<string, Array<{ collection: string }>> } | undefined
  >('POST', '/schema/diff?force', snapshot);
  if (!result) return;
  // A diff against a whole snapshot would also drop collections that are not the site's, and
  // the translations fields the seed adds (cms/seed/translations.ts).
  const diff = Object.fromEntries(
    Object.entries(result.diff).map(([kind, entries]) => [
      kind,
      entries.filter(
        (entry) =>
          ours.has(entry.collection) && (entry as { field?: string }).field !== TRANSLATIONS_FIELD,
      ),
    ]),
  );
  const count = Object.values(diff).reduce((sum, entries) => sum + entries.length, 0);
  if (count === 0) return;
  await api.request('POST', '/schema/apply?force=true', { hash: result.hash, diff });
  changes.push(`schema: ${count} collection/field/relation changes applied`);
}

async function ensureFolder(api: DirectusAdmin, changes: string[]): Promise<string> {
  const [existing] = await api.list<{ id: string }>('/folders', {
    'filter[name][_eq]': ASSET_FOLDER_NAME,
  });
  if (existing) return existing.id;
  const created = await api.request<{ id: string }>('POST', '/folders', {
    name: ASSET_FOLDER_NAME,
  });
  changes.push(`folder ${ASSET_FOLDER_NAME}`);
  return created.id;
}

/** Uploads a PNG once per title into the site's folder; returns its file id. */
async function ensureImage(
  api: DirectusAdmin,
  folder: string,
  title: string,
  png: () => Promise<Buffer>,
  changes: string[],
): Promise<string> {
  const [existing] = await api.list<{ id: string }>('/files', {
    'filter[folder][_eq]': folder,
    'filter[title][_eq]': title,
    fields: 'id',
  });
  if (existing) return existing.id;
  const form = new FormData();
  form.append('folder', folder);
  form.append('title', title);
  form.append(
    'file',
    new Blob([new Uint8Array(await png())], { type: 'image/png' }),
    `${title}.png`,
  );
  const created = await api.request<{ id: string }>('POST', '/files', form);
  changes.push(`file ${title}`);
  return created.id;
}

/** A client logo: the brand's simple-icons mark when the package has it, and the name. */
async function clientLogoPng(name: string): Promise<Buffer> {
  const iconName = `Si${name.replace(/[^A-Za-z0-9]/g, '')}`;
  let mark = '';
  try {
    const icons = (await import('@icons-pack/react-simple-icons')) as unknown as Record<
      string,
      ComponentType<{ size: number; color: string }>
    >;
    const Icon = icons[iconName];
    if (Icon) mark = renderToStaticMarkup(createElement(Icon, { size: 56, color: 'default' }));
  } catch {
    mark = '';
  }
  const textX = mark ? 84 : 16;
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="112" viewBox="0 0 400 112">
  <rect width="400" height="112" fill="#ffffff"/>
  ${mark ? `<g transform="translate(16 28)">${mark}</g>` : ''}
  <text x="${textX}" y="70" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 14 ? 22 : 32}" font-weight="700" fill="#1f2937">${escaped}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A site image (public/…) as PNG: the CMS transforms rasters, not SVG. */
async function publicImagePng(sitePath: string): Promise<Buffer> {
  return sharp(readFileSync(path.join(ROOT, 'public', sitePath)), { density: 144 })
    .resize({ width: 1200, withoutEnlargement: false })
    .png()
    .toBuffer();
}

/** Creates the records whose natural key the collection lacks; returns key → id for all. */
async function ensureRecords<T extends Json>(
  api: DirectusAdmin,
  collection: string,
  keyField: string,
  records: Array<{ key: string; record: () => T | Promise<T> }>,
  changes: string[],
): Promise<Map<string, number>> {
  const existing = await api.list<{ id: number } & Json>(`/items/${collection}`, {
    fields: `id,${keyField}`,
  });
  const ids = new Map(existing.map((item) => [String(item[keyField]), item.id]));
  const missing = records.filter(({ key }) => !ids.has(key));
  if (missing.length > 0) {
    const payload = await Promise.all(missing.map(({ record }) => record()));
    const created = await api.request<Array<{ id: number } & Json>>(
      'POST',
      `/items/${collection}`,
      payload,
    );
    for (const item of created) ids.set(String(item[keyField]), item.id);
    changes.push(`${collection}: ${created.length} created`);
  }
  return ids;
}

function contentFallbackModules(): Promise<Record<string, Record<string, unknown>>> {
  const dir = path.join(ROOT, 'content-fallback');
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.')) files.push(full);
    }
  };
  walk(dir);
  return Promise.all(
    files.map(
      async (file) =>
        [
          path.relative(ROOT, file),
          (await import(pathToFileURL(file).href)) as Record<string, unknown>,
        ] as const,
    ),
  ).then(Object.fromEntries);
}

async function importContent(
  api: DirectusAdmin,
  prefix: string,
  folder: string,
  found: DiscoveredContent,
  legacyLanding: Map<string, unknown>,
  changes: string[],
) {
  const name = (collection: (typeof CMS_COLLECTIONS)[number]) =>
    cmsCollectionName(collection, prefix);

  const skillIds = await ensureRecords(
    api,
    name('skills'),
    'name',
    fallbackSkills.map((skill) => ({ key: skill.name, record: () => toSkillRecord(skill) })),
    changes,
  );

  const clientIds = await ensureRecords(
    api,
    name('clients'),
    'name',
    fallbackClientLogos.map((client) => ({
      key: client.name,
      record: async () => ({
        status: 'published',
        name: client.name,
        client_logo: await ensureImage(
          api,
          folder,
          `client-logo-${client.id}`,
          () => clientLogoPng(client.name),
          changes,
        ),
      }),
    })),
    changes,
  );

  await ensureRecords(
    api,
    name('services'),
    'slug',
    fallbackServices.map((service) => ({
      key: service.slug,
      record: () => toServiceRecord(service),
    })),
    changes,
  );
  await ensureRecords(
    api,
    name('industries'),
    'slug',
    fallbackIndustries.map((industry) => ({
      key: industry.slug,
      record: () => toIndustryRecord(industry),
    })),
    changes,
  );
  await ensureRecords(
    api,
    name('projects'),
    'slug',
    fallbackProjects.map((project) => ({
      key: project.slug,
      record: async () =>
        toProjectRecord(project, {
          imageId: project.imagePath.startsWith('/')
            ? await ensureImage(
                api,
                folder,
                `project-${project.slug}`,
                () => publicImagePng(project.imagePath),
                changes,
              )
            : undefined,
          skillIds: projectSkillIds(project, skillIds),
        }),
    })),
    changes,
  );
  await ensureRecords(
    api,
    name('reviews'),
    'person_name',
    fallbackReviews.map((review) => ({
      key: review.name,
      record: () =>
        toReviewRecord(review, review.clientName ? clientIds.get(review.clientName) : undefined),
    })),
    changes,
  );
  await ensureRecords(
    api,
    name('jobs'),
    'title',
    fallbackJobs.map((job) => ({ key: job.title, record: () => toJobRecord(job) })),
    changes,
  );
  const heroIds = await ensureRecords(
    api,
    name('hero_section'),
    'key',
    fallbackHeroSections.map((hero) => ({
      key: hero.key,
      // A landing hero an editor changed in the page's earlier content JSON keeps their words.
      record: () => toHeroRecord(landingHeroFromLegacy(legacyLanding.get(hero.key), hero)),
    })),
    changes,
  );
  const heroKeyById = new Map(fallbackHeroSections.map((hero) => [hero.id, hero.key]));
  await ensureRecords<Json>(
    api,
    name('pages'),
    'slug',
    [
      ...fallbackPages.map((page) => ({
        key: page.slug,
        record: () => {
          const heroKey = page.heroSectionId ? heroKeyById.get(page.heroSectionId) : undefined;
          return toPageRecord(page, { heroId: heroKey ? heroIds.get(heroKey) : undefined });
        },
      })),
    ],
    changes,
  );
  const settings = await api.request<{ id?: number | null } | null>(
    'GET',
    `/items/${name('settings')}`,
  );
  // Only the fields that are empty: what an editor set stays.
  const wanted = toSettingsRecord();
  const missing = Object.fromEntries(
    Object.entries(wanted).filter(([field]) => {
      const current = (settings as Json | null)?.[field];
      return current === null || current === undefined || current === '';
    }),
  );
  if (!settings?.id || Object.keys(missing).length > 0) {
    await api.request('PATCH', `/items/${name('settings')}`, {
      ...(settings?.id ? {} : { calendly_link: null }),
      ...missing,
    });
    changes.push(
      `${name('settings')}: ${settings?.id ? '' : 'created; '}${Object.keys(missing).join(', ')}`,
    );
  }
}

/** Every collection the site reads, and the junctions it reads through (`extra`: translations). */
function siteCollections(prefix: string, extra: readonly string[] = []): string[] {
  return [
    ...extra,
    ...CMS_COLLECTIONS.map((collection) => cmsCollectionName(collection, prefix)),
    `${prefix}_projects_skills`,
    ...blockCollections(prefix),
    ...pictureListCollections(prefix),
    ...BLOCK_PARENTS.map((parent) => blocksJunctionName(parent, prefix)),
  ];
}

/**
 * The `detail` JSON of a Directus seeded by an earlier schema, by slug (empty when the field is
 * gone). The seed turns it into the item's blocks, so what editors changed there is kept.
 */
async function readLegacyDetails(api: DirectusAdmin, collection: string) {
  try {
    const items = await api.list<{ slug: string; detail: unknown }>(`/items/${collection}`, {
      fields: 'slug,detail',
    });
    return new Map(
      items
        .filter((item) => item.detail && typeof item.detail === 'object')
        .map((item) => [item.slug, item.detail]),
    );
  } catch {
    return new Map<string, unknown>();
  }
}

/**
 * A service's `title_html` in a Directus seeded by an earlier schema, as plain text and its
 * highlighted part, by id (empty when the field is gone).
 */
async function readLegacyTitleHtml(api: DirectusAdmin, collection: string) {
  try {
    const items = await api.list<{ id: number; title: string | null; title_html: string | null }>(
      `/items/${collection}`,
      { fields: 'id,title,title_html' },
    );
    return new Map(
      items.flatMap((item) => {
        const plain = titleFromHtml(item.title_html);
        return plain ? [[item.id, { plain, hasTitle: Boolean(item.title?.trim()) }] as const] : [];
      }),
    );
  } catch {
    return new Map<number, { plain: PlainTitle; hasTitle: boolean }>();
  }
}

/** Each service's highlighted part (and its title, if it had none) from its earlier title_html. */
async function moveLegacyTitleHtml(
  api: DirectusAdmin,
  collection: string,
  legacy: Map<number, { plain: PlainTitle; hasTitle: boolean }>,
  changes: string[],
) {
  for (const [id, { plain, hasTitle }] of legacy) {
    await api.request('PATCH', `/items/${collection}/${id}`, {
      ...(hasTitle ? {} : { title: plain.title }),
      ...(plain.highlight ? { title_highlight: plain.highlight } : {}),
    });
    changes.push(`${collection}[${id}]: title_html → plain title and highlighted part`);
  }
}

/**
 * The landing copy a Directus seeded by an earlier schema kept in its page records' `content`
 * JSON, by the page slug it has now (empty when the field is gone). Such a page record is renamed
 * from its route (lp/automation-solutions) to its slug, so it keeps its SEO fields.
 */
interface LegacyLandingPage {
  id: number;
  /** Its slug before: the route, lp/automation-solutions. */
  from: string;
  content: unknown;
  /** No page has the new slug yet. */
  rename: boolean;
}

async function readLegacyLandingContent(api: DirectusAdmin, collection: string) {
  try {
    const pages = await api.list<{ id: number; slug: string; content: unknown }>(
      `/items/${collection}`,
      { fields: 'id,slug,content' },
    );
    const slugs = new Set(pages.map((page) => page.slug));
    const bundled = new Set(landingCopies.map((copy) => copy.hero.key));
    const found = new Map<string, LegacyLandingPage>();
    for (const page of pages) {
      const slug = landingSlugOf(page.slug);
      if (slug === page.slug || !bundled.has(slug) || found.has(slug)) continue;
      found.set(slug, {
        id: page.id,
        from: page.slug,
        content: page.content,
        rename: !slugs.has(slug),
      });
    }
    return found;
  } catch {
    return new Map<string, LegacyLandingPage>();
  }
}

/** Renames each earlier landing page record to its slug, unless a page has that slug already. */
async function renameLegacyLandingPages(
  api: DirectusAdmin,
  collection: string,
  legacy: Map<string, LegacyLandingPage>,
  changes: string[],
) {
  for (const [slug, page] of legacy) {
    if (!page.rename) continue;
    await api.request('PATCH', `/items/${collection}/${page.id}`, { slug });
    changes.push(`${collection}[${page.from}]: renamed ${slug}`);
  }
}

/**
 * Gives each item of a collection with blocks its bundled blocks in Directus, once: an item that
 * already has block rows keeps them, so editors' changes survive a second seed. Pages missing in
 * Directus are created; services, industries and projects were imported above.
 */
async function ensureItemBlocks(
  api: DirectusAdmin,
  prefix: string,
  parent: BlockParent,
  bundled: Array<[slug: string, blocks: PageBlock[]]>,
  pictures: SitePictures,
  changes: string[],
) {
  const collection = cmsCollectionName(parent, prefix);
  const items = await api.list<{ id: number; slug: string; blocks: unknown[] | null }>(
    `/items/${collection}`,
    { fields: 'id,slug,blocks' },
  );
  let filled = 0;
  for (const [slug, blocks] of bundled) {
    let item = items.find((candidate) => candidate.slug === slug);
    if (!item && parent === 'pages') {
      item = await api.request<{ id: number; slug: string; blocks: null }>(
        'POST',
        `/items/${collection}`,
        { status: 'published', slug },
      );
      changes.push(`${collection}[${slug}]: created`);
    }
    if (!item || (item.blocks && item.blocks.length > 0)) continue;
    await api.request('PATCH', `/items/${collection}/${item.id}`, {
      blocks: await Promise.all(
        blocks.map(async (block, index) => ({
          collection: blockCollectionName(block.type, prefix),
          // JSON drops the fields a bundled block leaves undefined; Directus fills their defaults.
          item: await withPictureFiles(pictures, block),
          sort: index + 1,
          hide_block: false,
        })),
      ),
    });
    if (parent === 'pages') changes.push(`${collection}[${slug}]: ${blocks.length} blocks`);
    filled += 1;
  }
  if (parent !== 'pages' && filled > 0) changes.push(`${collection}: blocks for ${filled} items`);
}

async function ensureReadOnlyAccess(
  api: DirectusAdmin,
  prefix: string,
  folder: string,
  wantedToken: string | undefined,
  changes: string[],
  translations: readonly string[],
) {
  let [policy] = await api.list<{ id: string }>('/policies', {
    'filter[name][_eq]': SITE_POLICY_NAME,
    fields: 'id',
  });
  if (!policy) {
    policy = await api.request<{ id: string }>('POST', '/policies', {
      name: SITE_POLICY_NAME,
      icon: 'visibility',
      description: 'What the website build reads: every site collection, read only.',
      admin_access: false,
      app_access: false,
    });
    changes.push(`policy ${SITE_POLICY_NAME}`);
  }
  const granted = await api.list<{ collection: string }>('/permissions', {
    'filter[policy][_eq]': policy.id,
    'filter[action][_eq]': 'read',
    fields: 'collection',
  });
  const missing = [...siteCollections(prefix, translations), 'directus_files'].filter(
    (collection) => !granted.some((permission) => permission.collection === collection),
  );
  if (missing.length > 0) {
    await api.request(
      'POST',
      '/permissions',
      missing.map((collection) => ({
        policy: policy.id,
        collection,
        action: 'read',
        fields: ['*'],
        permissions: {},
        validation: {},
      })),
    );
    changes.push(`read permissions: ${missing.join(', ')}`);
  }

  // next/image and browsers fetch /assets/{id} without a token: the site's folder is public, nothing else.
  const publicFiles = await api.list<{ id: number; permissions: unknown }>('/permissions', {
    'filter[policy][_eq]': PUBLIC_POLICY_ID,
    'filter[collection][_eq]': 'directus_files',
    'filter[action][_eq]': 'read',
  });
  if (!publicFiles.some((permission) => JSON.stringify(permission.permissions).includes(folder))) {
    await api.request('POST', '/permissions', {
      policy: PUBLIC_POLICY_ID,
      collection: 'directus_files',
      action: 'read',
      fields: ['*'],
      permissions: { folder: { _eq: folder } },
    });
    changes.push(`public read of the ${ASSET_FOLDER_NAME} folder`);
  }

  let [role] = await api.list<{ id: string }>('/roles', {
    'filter[name][_eq]': SITE_ROLE_NAME,
    fields: 'id',
  });
  if (!role) {
    role = await api.request<{ id: string }>('POST', '/roles', {
      name: SITE_ROLE_NAME,
      icon: 'public',
      description: 'The website build: reads content, writes nothing.',
    });
    changes.push(`role ${SITE_ROLE_NAME}`);
  }
  const [access] = await api.list('/access', {
    'filter[role][_eq]': role.id,
    'filter[policy][_eq]': policy.id,
    fields: 'id',
  });
  if (!access) {
    await api.request('POST', '/access', { role: role.id, policy: policy.id });
    changes.push('role ← policy');
  }

  const [user] = await api.list<{ id: string }>('/users', {
    'filter[email][_eq]': SITE_USER_EMAIL,
    fields: 'id',
  });
  if (!user) {
    const token = wantedToken ?? randomBytes(24).toString('base64url');
    await api.request('POST', '/users', {
      email: SITE_USER_EMAIL,
      first_name: 'Website',
      last_name: 'read-only',
      role: role.id,
      status: 'active',
      token,
    });
    changes.push(`user ${SITE_USER_EMAIL} with a static token`);
    return { token, known: true };
  }
  if (!wantedToken) return { token: undefined, known: false };
  // The stored token cannot be read back; asking who it belongs to tells whether it is already set.
  const me = await fetch(`${api['url']}/users/me?fields=id`, {
    headers: { authorization: `Bearer ${wantedToken}` },
  });
  const current = me.ok ? ((await me.json()) as { data: { id: string } }).data.id : undefined;
  if (current !== user.id) {
    await api.request('PATCH', `/users/${user.id}`, { token: wantedToken });
    changes.push(`user ${SITE_USER_EMAIL}: token set`);
  }
  return { token: wantedToken, known: true };
}

/**
 * The Flow's operations. Directus' trigger has `keys` on update and delete but only `key` on
 * create, and a template of an absent value renders as the text "undefined"; so a Condition picks
 * the request whose body has what the event has: { collection, keys, event } or { collection, key,
 * event }, the body the revalidation route reads.
 */
export function revalidateOperations(url: string, secret: string) {
  const request = (field: 'keys' | 'key') => ({
    method: 'POST',
    url,
    headers: [{ header: 'Authorization', value: `Bearer ${secret}` }],
    // An object, not JSON text: a whole-value template keeps `keys` a list and `key` a number.
    body: {
      collection: '{{$trigger.collection}}',
      [field]: `{{$trigger.${field}}}`,
      event: '{{$trigger.event}}',
    },
  });
  return {
    has_keys: {
      type: 'condition',
      name: 'Update or delete?',
      options: { filter: { $trigger: { keys: { _nnull: true } } } },
    },
    revalidate_keys: {
      type: 'request',
      name: 'POST /api/revalidate (keys)',
      options: request('keys'),
    },
    revalidate_key: {
      type: 'request',
      name: 'POST /api/revalidate (key)',
      options: request('key'),
    },
  };
}

async function ensureRevalidateFlow(
  api: DirectusAdmin,
  prefix: string,
  url: string,
  secret: string,
  changes: string[],
  translations: readonly string[],
) {
  const flowOptions = {
    type: 'action',
    scope: ['items.create', 'items.update', 'items.delete'],
    collections: [
      ...CMS_COLLECTIONS.map((collection) => cmsCollectionName(collection, prefix)),
      // A block's text, and the page's list of blocks (order, hidden), are page content too.
      ...blockCollections(prefix),
      ...pictureListCollections(prefix),
      ...BLOCK_PARENTS.map((parent) => blocksJunctionName(parent, prefix)),
      // An Arabic or Turkish edit is a translation row's: its pages in that language change.
      ...translations,
      // A picture's focal point or replaced file (Directus runs these as files.* events).
      FILES_COLLECTION,
    ],
  };
  const wanted = revalidateOperations(url, secret);
  const [existing] = await api.list<{ id: string; options: unknown; status: string }>('/flows', {
    'filter[name][_eq]': FLOW_NAME,
    fields: 'id,options,status',
  });
  let flow = existing;
  if (!flow) {
    flow = await api.request<{ id: string; options: unknown; status: string }>('POST', '/flows', {
      name: FLOW_NAME,
      icon: 'sync',
      description: 'Tells the website which content changed, so its pages update within seconds.',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: flowOptions,
    });
    changes.push(`flow ${FLOW_NAME}`);
  } else if (
    JSON.stringify(flow.options) !== JSON.stringify(flowOptions) ||
    flow.status !== 'active'
  ) {
    await api.request('PATCH', `/flows/${flow.id}`, { options: flowOptions, status: 'active' });
    changes.push(`flow ${FLOW_NAME}: trigger updated`);
  }
  const flowId = flow.id;
  type Operation = {
    id: string;
    key: string;
    type: string;
    options: unknown;
    resolve: string | null;
    reject: string | null;
  };
  const operations = await api.list<Operation>('/operations', {
    'filter[flow][_eq]': flowId,
    fields: 'id,key,type,options,resolve,reject',
  });
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  const same = (key: keyof typeof wanted) =>
    byKey.get(key)?.type === wanted[key].type &&
    JSON.stringify(byKey.get(key)?.options) === JSON.stringify(wanted[key].options);
  const linked =
    byKey.get('has_keys')?.resolve === byKey.get('revalidate_keys')?.id &&
    byKey.get('has_keys')?.reject === byKey.get('revalidate_key')?.id;
  if (
    operations.length === 3 &&
    same('has_keys') &&
    same('revalidate_keys') &&
    same('revalidate_key') &&
    linked
  )
    return;

  // Anything else (first run, a new URL or secret, an older Flow): replace the operations whole.
  await api.request('PATCH', `/flows/${flowId}`, { operation: null });
  if (operations.length > 0)
    await api.request(
      'DELETE',
      '/operations',
      operations.map((operation) => operation.id),
    );
  const create = (
    key: keyof typeof wanted,
    position: [number, number],
    links: { resolve?: string; reject?: string } = {},
  ) =>
    api.request<{ id: string }>('POST', '/operations', {
      flow: flowId,
      key,
      ...wanted[key],
      position_x: position[0],
      position_y: position[1],
      resolve: links.resolve ?? null,
      reject: links.reject ?? null,
    });
  const withKeys = await create('revalidate_keys', [37, 1]);
  const withKey = await create('revalidate_key', [37, 19]);
  const condition = await create('has_keys', [19, 1], { resolve: withKeys.id, reject: withKey.id });
  await api.request('PATCH', `/flows/${flowId}`, { operation: condition.id });
  changes.push(
    operations.length > 0
      ? 'flow operations: replaced'
      : 'flow operations: condition and requests to the site',
  );
}

export async function seedDirectus(options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? console.log;
  const prefix = options.prefix ?? SNAPSHOT_PREFIX;
  const api = new DirectusAdmin(options.url.replace(/\/+$/, ''), options.adminToken);
  const changes: string[] = [];

  // Read before the schema drops the JSON field: an editor's changes there become blocks.
  const legacyIndustryDetails = await readLegacyDetails(
    api,
    cmsCollectionName('industries', prefix),
  );
  const legacyProjectDetails = await readLegacyDetails(api, cmsCollectionName('projects', prefix));
  const legacyServiceDetails = await readLegacyDetails(api, cmsCollectionName('services', prefix));
  // Turned into blocks before the field is dropped: a detail that makes no valid blocks stops the
  // seed while the editor can still fix it.
  const serviceBlocks = fallbackServices.map(
    (service) =>
      [service.slug, serviceBlocksFrom(service, legacyServiceDetails.get(service.slug))] satisfies [
        string,
        PageBlock[],
      ],
  );
  const servicesCollection = cmsCollectionName('services', prefix);
  const legacyTitleHtml = await readLegacyTitleHtml(api, servicesCollection);
  const legacyPictureLists = await takeLegacyPictureLists(api, prefix, changes);
  const pagesCollection = cmsCollectionName('pages', prefix);
  const legacyLandingPages = await readLegacyLandingContent(api, pagesCollection);
  const legacyLanding = new Map(
    [...legacyLandingPages].map(([slug, page]) => [slug, page.content] as const),
  );
  await applySchema(
    api,
    prefix,
    changes,
    withPreviewUrls(withoutTranslationsSchema(loadSnapshot(prefix)), prefix, options.preview),
  );
  const folder = await ensureFolder(api, changes);
  const pictures = new SitePictures(api, folder, changes);
  const found = discoverDetailContent(await contentFallbackModules());
  for (const source of found.sources) log(`detail content: ${source}`);
  await importContent(api, prefix, folder, found, legacyLanding, changes);
  await ensureQuoteTables(api, prefix, fallbackQuoteTables, changes, log);
  await renameLegacyLandingPages(api, pagesCollection, legacyLandingPages, changes);
  await moveLegacyTitleHtml(api, servicesCollection, legacyTitleHtml, changes);
  await ensureItemBlocks(
    api,
    prefix,
    'pages',
    Object.entries(fallbackPageBlocks).map(([slug, blocks]) => {
      const copy = landingCopies.find((candidate) => candidate.hero.key === slug);
      const legacy = legacyLanding.get(slug);
      return [slug, copy && legacy ? landingBlocksFromLegacy(legacy, copy, log) : blocks];
    }),
    pictures,
    changes,
  );
  await ensureCampaignPages(api, prefix, changes);
  await ensureItemBlocks(api, prefix, 'services', serviceBlocks, pictures, changes);
  await ensureItemBlocks(
    api,
    prefix,
    'industries',
    fallbackIndustries.map((card) => [
      card.slug,
      industryDetailBlocks(
        toIndustryDetail(
          card,
          (legacyIndustryDetails.get(card.slug) as IndustryDetail | undefined) ??
            fallbackIndustryDetails.find((detail) => detail.slug === card.slug),
        ),
      ),
    ]),
    pictures,
    changes,
  );
  await ensureItemBlocks(
    api,
    prefix,
    'projects',
    fallbackProjects.map((project) => [
      project.slug,
      projectDetailBlocks(
        toProjectDetail(
          project,
          (legacyProjectDetails.get(project.slug) as ProjectDetail | undefined) ??
            fallbackProjectDetails.find((detail) => detail.slug === project.slug),
          fallbackProjects,
        ),
      ),
    ]),
    pictures,
    changes,
  );
  const translations = await ensureTranslations(
    api,
    [
      ...CMS_COLLECTIONS.map((collection) => cmsCollectionName(collection, prefix)),
      ...blockCollections(prefix),
      ...pictureListCollections(prefix),
    ],
    changes,
  );
  await restoreLegacyPictureLists(api, prefix, pictures, legacyPictureLists, changes, log);
  await migrateLegacyChoices(api, prefix, changes);
  const site = await ensureReadOnlyAccess(api, prefix, folder, options.siteToken, changes, [
    LANGUAGES_COLLECTION,
    ...translations,
  ]);
  await ensureDuplicatePageFlow(api, prefix, changes);
  await ensureVersionRead(api, prefix, SITE_POLICY_NAME, changes);
  if (options.preview) await ensureVisualEditor(api, options.preview, changes);
  else log('DRAFT_SECRET or the site URL is not set: no preview URLs or Visual Editor.');
  if (options.revalidateUrl && options.revalidateSecret) {
    await ensureRevalidateFlow(
      api,
      prefix,
      options.revalidateUrl,
      options.revalidateSecret,
      changes,
      translations,
    );
  } else {
    log('REVALIDATE_SECRET or the site URL is not set: the revalidation Flow was not created.');
  }
  await ensureRedirects(api, prefix, SITE_POLICY_NAME, changes);
  // After the redirect Flows: its 301s pass the loop check.
  await ensureScheduleFlow(api, prefix, changes);
  await ensureLimitsFlow(api, prefix, changes);
  await ensureBlockLabels(api, prefix, changes);
  return {
    changes,
    siteToken: site.token,
    siteTokenKnown: site.known,
    seconds: (Date.now() - started) / 1000,
  };
}

async function main() {
  const env = process.env;
  const url = env.DIRECTUS_URL;
  const adminToken = env.DIRECTUS_ADMIN_TOKEN;
  if (!url || !adminToken) {
    console.error(
      "cms:seed needs DIRECTUS_URL and DIRECTUS_ADMIN_TOKEN (an admin user's static token).",
    );
    process.exit(2);
  }
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, '');
  const report = await seedDirectus({
    url,
    adminToken,
    prefix: env.DIRECTUS_COLLECTION_PREFIX || undefined,
    siteToken: env.DIRECTUS_TOKEN || undefined,
    revalidateUrl: env.REVALIDATE_URL || (siteUrl ? `${siteUrl}/api/revalidate` : undefined),
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
    preview: siteUrl && env.DRAFT_SECRET ? { siteUrl, draftSecret: env.DRAFT_SECRET } : undefined,
  });
  for (const change of report.changes) console.log(`+ ${change}`);
  console.log(
    report.changes.length === 0
      ? 'Nothing to change: the CMS is seeded.'
      : `${report.changes.length} changes.`,
  );
  if (report.siteToken && !env.DIRECTUS_TOKEN)
    console.log(
      `\nThe site's read-only token (put it in .env.local):\nDIRECTUS_TOKEN=${report.siteToken}`,
    );
  if (!report.siteTokenKnown)
    console.log(
      'The site user exists; its token is unchanged (set DIRECTUS_TOKEN to set a new one).',
    );
  console.log(`Seeded in ${report.seconds.toFixed(1)} s.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
