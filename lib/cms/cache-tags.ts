import { CMS_COLLECTIONS, type CmsCollection } from './config';
import { BLOCK_PARENTS, blockCollectionRole } from '@/lib/blocks/parents';
import { parentOfTranslations } from './translation-names';

/** Every CMS fetch carries this tag: revalidateTag(CMS_CACHE_TAG) refreshes all content. */
export const CMS_CACHE_TAG = 'cms';

/** Per-collection tag, e.g. 'cms:services'. */
export function cmsCollectionTag(collection: CmsCollection): `cms:${CmsCollection}` {
  return `cms:${collection}`;
}

/** Tags attached to a fetch of one collection. */
export function cmsFetchTags(collection: CmsCollection): string[] {
  return [CMS_CACHE_TAG, cmsCollectionTag(collection)];
}

/** All tag names, for a revalidation endpoint that accepts only known tags. */
export const CMS_CACHE_TAGS: readonly string[] = [
  CMS_CACHE_TAG,
  ...CMS_COLLECTIONS.map(cmsCollectionTag),
];

/**
 * Maps a Directus collection name as sent by a Directus flow/webhook ('octaacer_services',
 * 'hero_section') to its cache tag, or undefined for collections this site does not read.
 * A translation ('octaacer_services_translations') expires its record's collection: the pages in
 * that language are read with it.
 */
export function cmsTagForCollectionName(
  collectionName: string,
  prefix: string,
): string | undefined {
  const parent = parentOfTranslations(collectionName);
  if (parent) return cmsTagForCollectionName(parent, prefix);
  const logical = collectionName.startsWith(`${prefix}_`)
    ? collectionName.slice(prefix.length + 1)
    : collectionName;
  return (CMS_COLLECTIONS as readonly string[]).includes(logical)
    ? cmsCollectionTag(logical as CmsCollection)
    : undefined;
}

/** Per-item tag, e.g. 'cms:projects:42': fetches of one item by id carry it. */
export function cmsItemTag(collectionTag: string, key: string | number): string {
  return `${collectionTag}:${key}`;
}

/**
 * The tags a block edit expires. Blocks are read with the item that holds them: a parent's
 * junction (its list of blocks) expires that parent's collection, a block record every parent's,
 * since any page or detail page may show it. Undefined for collections that are neither.
 */
export function cmsTagsForBlockCollection(
  collectionName: string,
  prefix: string,
): string[] | undefined {
  const parent = parentOfTranslations(collectionName);
  if (parent) return cmsTagsForBlockCollection(parent, prefix);
  const role = blockCollectionRole(collectionName, prefix);
  if (!role) return undefined;
  return role.kind === 'junction'
    ? [cmsCollectionTag(role.parent)]
    : BLOCK_PARENTS.map((parent) => cmsCollectionTag(parent));
}
