/**
 * One fetcher per CMS collection, each next to the field selection it asks for (spec 01 §7:
 * GET {cms}/items/{collection}?fields=…, data read from the `data` field by the SDK).
 * They return raw records; lib/cms/mappers turns them into view models.
 */
import { readItem, readItems, readSingleton } from '@directus/sdk';
import { createCmsClient } from './client';
import { cmsCollectionName, type CmsCollection, type CmsConfig } from './config';
import { isPublished } from './mappers';
import { draftVersion, isDraftRequest } from '@/lib/revalidate/draft';
import { withLastGood } from '@/lib/revalidate/last-good';
import type { BlockParent } from '@/lib/blocks/parents';
import type {
  RawClient,
  RawHeroSection,
  RawIndustry,
  RawJob,
  RawLeadContext,
  RawPage,
  RawItemBlocks,
  RawProject,
  RawReview,
  RawService,
  RawSettings,
  RawSkill,
} from './types';

/** Directus pages results at 100 by default; these collections are small, so read them whole. */
const ALL_ITEMS = -1;

async function fetchPublished<T extends { status?: string | null }>(
  config: CmsConfig,
  collection: CmsCollection,
  fields: readonly string[],
): Promise<T[]> {
  const client = createCmsClient(config, collection);
  const name = cmsCollectionName(collection, config.prefix);
  const records = await withLastGood(`${name}.${fields.join(',')}`, () =>
    client.request<T[]>(readItems(name, { fields: [...fields], limit: ALL_ITEMS })),
  );
  if (!Array.isArray(records)) return [];
  // Editors previewing drafts see unpublished items too (the server token can read them).
  return (await isDraftRequest()) ? records : records.filter(isPublished);
}

export const SERVICE_FIELDS = ['*'] as const;
export const fetchServiceRecords = (config: CmsConfig) =>
  fetchPublished<RawService>(config, 'services', SERVICE_FIELDS);

export const INDUSTRY_FIELDS = ['*'] as const;
export const fetchIndustryRecords = (config: CmsConfig) =>
  fetchPublished<RawIndustry>(config, 'industries', INDUSTRY_FIELDS);

export const SKILL_FIELDS = ['*'] as const;
export const fetchSkillRecords = (config: CmsConfig) =>
  fetchPublished<RawSkill>(config, 'skills', SKILL_FIELDS);

/** project_skills is a many-to-many: '*' alone gives junction row ids, not skill ids. */
export const PROJECT_FIELDS = ['*', 'project_skills.skills_id'] as const;
export const fetchProjectRecords = (config: CmsConfig) =>
  fetchPublished<RawProject>(config, 'projects', PROJECT_FIELDS);

/** Clients come with their logo file expanded (spec 01 §7). */
export const CLIENT_FIELDS = ['*', 'client_logo.*'] as const;
export const fetchClientRecords = (config: CmsConfig) =>
  fetchPublished<RawClient>(config, 'clients', CLIENT_FIELDS);

export const REVIEW_FIELDS = ['*'] as const;
export const fetchReviewRecords = (config: CmsConfig) =>
  fetchPublished<RawReview>(config, 'reviews', REVIEW_FIELDS);

export const JOB_FIELDS = ['*'] as const;
export const fetchJobRecords = (config: CmsConfig) =>
  fetchPublished<RawJob>(config, 'jobs', JOB_FIELDS);

export const HERO_SECTION_FIELDS = ['*'] as const;
export const fetchHeroSectionRecords = (config: CmsConfig) =>
  fetchPublished<RawHeroSection>(config, 'hero_section', HERO_SECTION_FIELDS);

export const PAGE_FIELDS = ['*'] as const;
export const fetchPageRecords = (config: CmsConfig) =>
  fetchPublished<RawPage>(config, 'pages', PAGE_FIELDS);

export const LEAD_CONTEXT_FIELDS = ['key', 'title', 'goals', 'needs'] as const;
export const fetchLeadContextRecords = (config: CmsConfig) =>
  fetchPublished<RawLeadContext>(config, 'lead_contexts', LEAD_CONTEXT_FIELDS);

/** The settings singleton: GET {cms}/items/{prefix}_settings. */
export async function fetchSettingsRecord(config: CmsConfig): Promise<RawSettings | null> {
  const client = createCmsClient(config, 'settings');
  const name = cmsCollectionName('settings', config.prefix);
  const record = await withLastGood(name, () =>
    client.request<RawSettings | null>(readSingleton(name)),
  );
  return record && typeof record === 'object' ? record : null;
}

/**
 * One item (a page, service, industry or project, by slug) with its blocks in order, each block's
 * record expanded whatever its collection (`blocks.item.*` on a many-to-any relation).
 * Unpublished items only in draft mode.
 */
export const PAGE_BLOCK_FIELDS = [
  'id',
  'slug',
  'status',
  'blocks.id',
  'blocks.sort',
  'blocks.hide_block',
  'blocks.collection',
  'blocks.item.*',
] as const;
export async function fetchItemBlockRecord(
  config: CmsConfig,
  parent: BlockParent,
  slug: string,
): Promise<RawItemBlocks | undefined> {
  const client = createCmsClient(config, parent);
  const name = cmsCollectionName(parent, config.prefix);
  const records = await withLastGood(`${name}.blocks.${slug}`, () =>
    client.request<RawItemBlocks[]>(
      readItems(name, {
        fields: [...PAGE_BLOCK_FIELDS],
        filter: { slug: { _eq: slug } },
        limit: 1,
      }),
    ),
  );
  const record = Array.isArray(records) ? records[0] : undefined;
  if (!record) return undefined;
  if (!(await isDraftRequest())) return isPublished(record) ? record : undefined;
  const version = await draftVersion();
  return version ? ((await readItemVersion(config, parent, record, version)) ?? record) : record;
}

/**
 * The item as its content version `version` has it (Directus applies the version's saved changes,
 * its blocks' included, to the item it reads with `?version=`). An item without that version is
 * shown as it is: an editor's preview of one page's draft still navigates the rest of the site.
 * Never kept as the last good content: it is not published.
 */
async function readItemVersion(
  config: CmsConfig,
  parent: BlockParent,
  record: RawItemBlocks,
  version: string,
): Promise<RawItemBlocks | undefined> {
  if (record.id === undefined || record.id === null) return undefined;
  const client = createCmsClient(config, parent);
  try {
    return await client.request<RawItemBlocks>(
      readItem(cmsCollectionName(parent, config.prefix), record.id, {
        fields: [...PAGE_BLOCK_FIELDS],
        version,
      }),
    );
  } catch {
    // Directus answers 403 when the item has no version of that key.
    return undefined;
  }
}
