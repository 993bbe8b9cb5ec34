/**
 * One fetcher per CMS collection, each next to the field selection it asks for (GET
 * {cms}/items/{collection}?fields=…, data read from the `data` field by the SDK).
 * They return raw records; lib/cms/mappers turns them into view models.
 */
import { readItem, readItems, readSingleton, type QueryFields } from '@directus/sdk';
import { withFileFocus } from './assets';
import { createCmsClient } from './client';
import { cmsSchemaCollectionName, type CmsCollection, type CmsConfig } from './config';
import type { CmsSchema } from './schema';
import { isPublished } from './mappers';
import { draftVersion, isDraftRequest } from '@/lib/cms/draft';
import { withLastGood } from '@/lib/cms/last-good';
import type { BlockParent } from '@/lib/blocks/parents';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translateRecords, translationDeep, withTranslationFields } from './translations';
import { pictureListFields, withPictureRows, withPlaceholders } from './picture-rows';
import { withFilePlaceholders } from './placeholders';
import type {
  RawClient,
  RawHeroSection,
  RawIndustry,
  RawJob,
  RawLeadContext,
  RawPage,
  RawItemBlocks,
  RawQuotePriceBand,
  RawQuoteTimeline,
  RawProject,
  RawReview,
  RawService,
  RawSettings,
  RawSkill,
} from './types';

/** Directus pages results at 100 by default; these collections are small, so read them whole. */
const ALL_ITEMS = -1;

/**
 * The selections here are Directus's dotted paths ('image.width', 'project_skills.skills_id',
 * 'translations.*', 'blocks.item.*'), sent as written. The SDK types `fields` as a record's keys
 * and nested objects ({ image: ['width'] }) and infers the answer from them; these paths have no
 * such form (a many-to-any's `item.*` must name each collection, and Directus answers that form
 * differently), so this is the one place they pass as the record's fields. Each read then names
 * the answer it gets as a Raw type of ./types (derived from the schema): `client.request<Raw>`.
 * Everything else in a query (the collection, filter, sort, deep) is checked against the schema.
 */
const fieldPaths = <Item>(paths: readonly string[]) => paths as QueryFields<CmsSchema, Item>;

/**
 * A collection's records in `locale`: English reads the records as they are; another language
 * also asks for that language's translation row (a deep filter) and reads its fields over them.
 */
async function fetchPublished<T extends { status?: string | null }>(
  config: CmsConfig,
  collection: Exclude<CmsCollection, 'settings' | QuoteCollection>,
  fields: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<T[]> {
  const client = createCmsClient(config, collection);
  const name = cmsSchemaCollectionName(collection, config.prefix);
  const query = withTranslationFields(fields, locale);
  const key = `${name}.${query.join(',')}${locale === DEFAULT_LOCALE ? '' : `@${locale}`}`;
  const records = await withLastGood(key, () =>
    client.request<T[]>(
      readItems(name, {
        fields: fieldPaths(query),
        limit: ALL_ITEMS,
        ...(locale === DEFAULT_LOCALE ? {} : { deep: translationDeep(locale) }),
      }),
    ),
  );
  if (!Array.isArray(records)) return [];
  const translated = translateRecords(records, locale);
  // Editors previewing drafts see unpublished items too (the server token can read them).
  return (await isDraftRequest()) ? translated : translated.filter(isPublished);
}

export const SERVICE_FIELDS = ['*'] as const;
export const fetchServiceRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawService>(config, 'services', SERVICE_FIELDS, locale);

export const INDUSTRY_FIELDS = ['*'] as const;
export const fetchIndustryRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawIndustry>(config, 'industries', INDUSTRY_FIELDS, locale);

export const SKILL_FIELDS = ['*'] as const;
export const fetchSkillRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawSkill>(config, 'skills', SKILL_FIELDS, locale);

/**
 * project_skills is a many-to-many: '*' alone gives junction row ids, not skill ids. The picture
 * comes with its size and focal point: cards and the case study's hero crop it.
 */
export const PROJECT_FIELDS = ['*', 'project_skills.skills_id', ...withFileFocus('image')] as const;
/** Projects with their picture's placeholder: cards and the case study's hero paint it first. */
export const fetchProjectRecords = async (config: CmsConfig, locale?: Locale) =>
  withFilePlaceholders(
    await fetchPublished<RawProject>(config, 'projects', PROJECT_FIELDS, locale),
    'image',
    config,
  );

/** Clients come with their logo file expanded. */
export const CLIENT_FIELDS = ['*', 'client_logo.*'] as const;
export const fetchClientRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawClient>(config, 'clients', CLIENT_FIELDS, locale);

export const REVIEW_FIELDS = ['*'] as const;
export const fetchReviewRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawReview>(config, 'reviews', REVIEW_FIELDS, locale);

export const JOB_FIELDS = ['*'] as const;
export const fetchJobRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawJob>(config, 'jobs', JOB_FIELDS, locale);

/** The hero's picture with its size and focal point (its box crops it). */
export const HERO_SECTION_FIELDS = ['*', ...withFileFocus('hero_image')] as const;
export const fetchHeroSectionRecords = async (config: CmsConfig, locale?: Locale) =>
  withFilePlaceholders(
    await fetchPublished<RawHeroSection>(config, 'hero_section', HERO_SECTION_FIELDS, locale),
    'hero_image',
    config,
  );

export const PAGE_FIELDS = ['*'] as const;
export const fetchPageRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawPage>(config, 'pages', PAGE_FIELDS, locale);

export const LEAD_CONTEXT_FIELDS = ['key', 'title', 'goals', 'needs'] as const;
export const fetchLeadContextRecords = (config: CmsConfig, locale?: Locale) =>
  fetchPublished<RawLeadContext>(config, 'lead_contexts', LEAD_CONTEXT_FIELDS, locale);

/**
 * Every row of one of the /quote estimate's tables, oldest first (the first row for a service and
 * scope is the one used). Figures hold in every language: no translation is read, no status.
 */
type QuoteCollection = 'quote_price_bands' | 'quote_timelines';

async function fetchQuoteRows<T>(
  config: CmsConfig,
  collection: QuoteCollection,
  fields: readonly string[],
  related: readonly CmsCollection[] = [],
): Promise<T[]> {
  const client = createCmsClient(config, collection, related);
  const name = cmsSchemaCollectionName(collection, config.prefix);
  const rows = await withLastGood(`${name}.${fields.join(',')}`, () =>
    client.request<T[]>(
      readItems(name, { fields: fieldPaths([...fields]), sort: ['id'], limit: ALL_ITEMS }),
    ),
  );
  return Array.isArray(rows) ? rows : [];
}

/** A band's service is a many-to-one: its slug is what the estimate and the form use. */
export const QUOTE_PRICE_BAND_FIELDS = [
  'id',
  'service.slug',
  'scope',
  'min_usd',
  'max_usd',
  'min_weeks',
  'max_weeks',
] as const;
export const QUOTE_TIMELINE_FIELDS = [
  'id',
  'timeline',
  'price_multiplier',
  'duration_multiplier',
] as const;

/** Both tables of the /quote estimate; a service's changed slug refreshes the bands too. */
export async function fetchQuoteTableRecords(config: CmsConfig): Promise<{
  bands: RawQuotePriceBand[];
  timelines: RawQuoteTimeline[];
}> {
  const [bands, timelines] = await Promise.all([
    fetchQuoteRows<RawQuotePriceBand>(config, 'quote_price_bands', QUOTE_PRICE_BAND_FIELDS, [
      'services',
    ]),
    fetchQuoteRows<RawQuoteTimeline>(config, 'quote_timelines', QUOTE_TIMELINE_FIELDS),
  ]);
  return { bands, timelines };
}

/** The settings singleton: GET {cms}/items/{prefix}_settings. */
export async function fetchSettingsRecord(
  config: CmsConfig,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RawSettings | null> {
  const client = createCmsClient(config, 'settings');
  const name = cmsSchemaCollectionName('settings', config.prefix);
  const english = locale === DEFAULT_LOCALE;
  const record = await withLastGood(english ? name : `${name}@${locale}`, () =>
    client.request<RawSettings | null>(
      readSingleton(
        name,
        english
          ? {}
          : {
              fields: fieldPaths(withTranslationFields(['*'], locale)),
              deep: translationDeep(locale),
            },
      ),
    ),
  );
  if (!record || typeof record !== 'object') return null;
  return translateRecords([record], locale)[0] ?? null;
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

/**
 * The block records' translation rows, every language (the page's is picked): Directus expands
 * `translations` on each many-to-any item whatever its collection.
 */
const BLOCK_TRANSLATION_FIELDS = ['blocks.item.translations.*'] as const;

/** The fields of an item with its blocks: every block's record and its picture lists' rows. */
function itemBlockFields(prefix: string, locale: Locale): string[] {
  const english = locale === DEFAULT_LOCALE;
  return [
    ...PAGE_BLOCK_FIELDS,
    ...(english ? [] : BLOCK_TRANSLATION_FIELDS),
    ...pictureListFields(!english),
  ];
}

/**
 * Each block's record in `locale`, read from its translation row, beside its English record
 * (English pages read the records as they are); picture lists' rows as their blocks read them.
 */
function translateBlocks(record: RawItemBlocks, locale: Locale, config: CmsConfig): RawItemBlocks {
  if (!record.blocks) return record;
  const withPictures = (item: Record<string, unknown>, collection: string, language: Locale) =>
    withPictureRows(item, collection, config.prefix, language, config.url);
  if (locale === DEFAULT_LOCALE)
    return {
      ...record,
      blocks: record.blocks.map((row) =>
        row.item && typeof row.item === 'object'
          ? { ...row, item: withPictures(row.item, row.collection ?? '', DEFAULT_LOCALE) }
          : row,
      ),
    };
  const byCollection = new Map<string, object[]>();
  for (const row of record.blocks)
    if (row.item && typeof row.item === 'object')
      byCollection.set(row.collection ?? '', [
        ...(byCollection.get(row.collection ?? '') ?? []),
        row.item,
      ]);
  const translated = new Map<object, object>();
  for (const items of byCollection.values())
    translateRecords(items, locale).forEach((item, index) => translated.set(items[index]!, item));
  return {
    ...record,
    blocks: record.blocks.map((row) =>
      row.item && typeof row.item === 'object'
        ? {
            ...row,
            item: withPictures(
              translated.get(row.item) as Record<string, unknown>,
              row.collection ?? '',
              locale,
            ),
            // parseBlockRows validates the English record and reads the translation over it.
            englishItem: withPictures(row.item, row.collection ?? '', DEFAULT_LOCALE),
          }
        : row,
    ),
  };
}

export async function fetchItemBlockRecord(
  config: CmsConfig,
  parent: BlockParent,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RawItemBlocks | undefined> {
  const client = createCmsClient(config, parent);
  const name = cmsSchemaCollectionName(parent, config.prefix);
  const english = locale === DEFAULT_LOCALE;
  const fields = itemBlockFields(config.prefix, locale);
  const records = await withLastGood(`${name}.blocks.${slug}${english ? '' : `@${locale}`}`, () =>
    client.request<RawItemBlocks[]>(
      readItems(name, {
        fields: fieldPaths(fields),
        filter: { slug: { _eq: slug } },
        limit: 1,
      }),
    ),
  );
  const record = Array.isArray(records) ? records[0] : undefined;
  if (!record) return undefined;
  if (!(await isDraftRequest()))
    return isPublished(record) ? withPicturePlaceholders(record, locale, config) : undefined;
  const version = await draftVersion();
  const read = version
    ? ((await readItemVersion(config, parent, record, version, locale)) ?? record)
    : record;
  return withPicturePlaceholders(read, locale, config);
}

/** translateBlocks, then each picture list's rows given their placeholder. */
async function withPicturePlaceholders(
  record: RawItemBlocks,
  locale: Locale,
  config: CmsConfig,
): Promise<RawItemBlocks> {
  const read = translateBlocks(record, locale, config);
  await withPlaceholders(
    (read.blocks ?? []).flatMap((row) =>
      [row.item, row.englishItem].flatMap((item) =>
        item && typeof item === 'object' ? [{ item, collection: row.collection ?? '' }] : [],
      ),
    ),
    config,
  );
  return read;
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
  locale: Locale,
): Promise<RawItemBlocks | undefined> {
  if (record.id === undefined || record.id === null) return undefined;
  const client = createCmsClient(config, parent);
  try {
    return await client.request<RawItemBlocks>(
      readItem(cmsSchemaCollectionName(parent, config.prefix), record.id, {
        fields: fieldPaths(itemBlockFields(config.prefix, locale)),
        version,
      }),
    );
  } catch {
    // Directus answers 403 when the item has no version of that key.
    return undefined;
  }
}
