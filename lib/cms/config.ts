import { getEnv } from '@/lib/env';

/** Logical collections; each maps to one Directus collection and one cache tag. */
export const CMS_COLLECTIONS = [
  'jobs',
  'services',
  'skills',
  'industries',
  'projects',
  'hero_section',
  'pages',
  'clients',
  'reviews',
  'settings',
  'lead_contexts',
  // The /quote estimate's tables: figures and slugs only, so no translations.
  'quote_price_bands',
  'quote_timelines',
] as const;

export type CmsCollection = (typeof CMS_COLLECTIONS)[number];

export interface CmsConfig {
  /** Base URL without a trailing slash. */
  url: string;
  token?: string;
  prefix: string;
}

/** How long one CMS request may take before the fallback content is served instead. */
export const CMS_REQUEST_TIMEOUT_MS = 8000;

/** CMS connection settings, or undefined when DIRECTUS_URL is not set (fallback-only mode). */
export function getCmsConfig(): CmsConfig | undefined {
  const env = getEnv();
  if (!env.DIRECTUS_URL) return undefined;
  return {
    url: env.DIRECTUS_URL,
    token: env.DIRECTUS_TOKEN,
    prefix: env.DIRECTUS_COLLECTION_PREFIX,
  };
}

/** Directus collection name: `${prefix}_services` etc.; hero sections carry no prefix. */
export function cmsCollectionName(collection: CmsCollection, prefix: string): string {
  return collection === 'hero_section' ? collection : `${prefix}_${collection}`;
}

/** A collection's name in lib/cms/schema.ts: the snapshot's, with the default prefix. */
export type CmsSchemaCollection<C extends CmsCollection> = C extends 'hero_section'
  ? C
  : `octaacer_${C}`;

/**
 * cmsCollectionName for a read through the typed client: the name sent is the configured one, its
 * type the schema's collection (a prefix renames the collections, not their fields).
 */
export const cmsSchemaCollectionName = <C extends CmsCollection>(collection: C, prefix: string) =>
  cmsCollectionName(collection, prefix) as CmsSchemaCollection<C>;
