/**
 * What a revalidation request asks for, turned into the cache tags to expire. Bodies come from a
 * Directus Flow (`{ collection, keys?, key?, event? }`), a developer (`{ tags: [...] }`) or a
 * "reset cache" that expires everything (`{ all: true }`).
 */
import {
  CMS_CACHE_TAG,
  CMS_CACHE_TAGS,
  cmsItemTag,
  cmsTagForCollectionName,
  cmsTagsForBlockCollection,
} from '@/lib/cms/cache-tags';

/**
 * Directus's file library: a picture's focal point, or the file behind it replaced, shows
 * wherever the file does (any page), so a file's edit expires every CMS read.
 */
export const FILES_COLLECTION = 'directus_files';

/** A Flow on a bulk update sends every key; more than this is answered by expiring the collection. */
export const MAX_KEYS = 200;
/** Explicit tag lists are for people, not scripts: keep them short. */
export const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 200;

export const REVALIDATE_MESSAGES = {
  notConfigured: 'On-demand revalidation is disabled: REVALIDATE_SECRET is not set on this server.',
  unauthorized: 'Missing or wrong bearer token.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  tooLarge: 'Request body is larger than 8 KB.',
  invalidJson: 'Request body is not valid JSON.',
  notAnObject: 'Request body must be a JSON object.',
  unknownShape: 'Send { collection, keys?, key?, event? }, { tags: [...] } or { all: true }.',
  unknownCollection: (name: string) => `Collection '${name}' is not read by this site.`,
  badKeys: `keys must be a list of at most ${MAX_KEYS} ids (strings or numbers).`,
  badTags: `tags must be a non-empty list of at most ${MAX_TAGS} known tag names.`,
  unknownTag: (tag: string) => `Unknown tag '${tag}'.`,
} as const;

export type RevalidatePlan = { ok: true; tags: string[] } | { ok: false; reason: string };

type ItemKey = string | number;

function isItemKey(value: unknown): value is ItemKey {
  return (
    (typeof value === 'string' && value.length > 0 && value.length <= 100) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * Directus sends `keys` as a list on update/delete and `key` on create; a Flow template can also
 * render an absent value as "" or "undefined", which means "no key" rather than an error.
 */
function readKeys(body: Record<string, unknown>): ItemKey[] | undefined {
  const keys: ItemKey[] = [];
  if (body.keys !== undefined && body.keys !== null && body.keys !== '') {
    if (!Array.isArray(body.keys) || body.keys.length > MAX_KEYS || !body.keys.every(isItemKey))
      return undefined;
    keys.push(...body.keys);
  }
  if (isItemKey(body.key) && body.key !== 'undefined' && body.key !== 'null') keys.push(body.key);
  return [...new Set(keys.map(String))];
}

/** A tag the site's fetches can carry: 'cms', 'cms:<collection>' or 'cms:<collection>:<id>'. */
export function isKnownTag(tag: string): boolean {
  if (CMS_CACHE_TAGS.includes(tag)) return true;
  const item = /^(cms:[a-z_]+):[^\s:]{1,100}$/.exec(tag);
  return item !== null && CMS_CACHE_TAGS.includes(item[1]!);
}

/**
 * The tags for a revalidation body. A collection maps to its collection tag (every list page,
 * home section, header/footer menu and detail page that shows its items carries it) plus one
 * per-item tag per key (detail fetches by id carry those).
 */
export function planRevalidation(body: unknown, collectionPrefix: string): RevalidatePlan {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: REVALIDATE_MESSAGES.notAnObject };
  const fields = body as Record<string, unknown>;

  if (fields.all === true) return { ok: true, tags: [CMS_CACHE_TAG] };

  if (fields.tags !== undefined) {
    const tags = fields.tags;
    if (
      !Array.isArray(tags) ||
      tags.length === 0 ||
      tags.length > MAX_TAGS ||
      !tags.every((tag) => typeof tag === 'string' && tag.length <= MAX_TAG_LENGTH)
    )
      return { ok: false, reason: REVALIDATE_MESSAGES.badTags };
    const unknown = (tags as string[]).find((tag) => !isKnownTag(tag));
    if (unknown !== undefined)
      return { ok: false, reason: REVALIDATE_MESSAGES.unknownTag(unknown) };
    return { ok: true, tags: [...new Set(tags as string[])] };
  }

  if (fields.collection === FILES_COLLECTION) {
    if (!readKeys(fields)) return { ok: false, reason: REVALIDATE_MESSAGES.badKeys };
    return { ok: true, tags: [CMS_CACHE_TAG] };
  }

  if (typeof fields.collection === 'string' && fields.collection.length > 0) {
    // A block's key is not its page's: the collection tags alone cover every page that shows it.
    const blockTags = cmsTagsForBlockCollection(fields.collection, collectionPrefix);
    if (blockTags) {
      if (!readKeys(fields)) return { ok: false, reason: REVALIDATE_MESSAGES.badKeys };
      return { ok: true, tags: blockTags };
    }
    const collectionTag = cmsTagForCollectionName(fields.collection, collectionPrefix);
    if (!collectionTag)
      return {
        ok: false,
        reason: REVALIDATE_MESSAGES.unknownCollection(fields.collection.slice(0, 100)),
      };
    const keys = readKeys(fields);
    if (!keys) return { ok: false, reason: REVALIDATE_MESSAGES.badKeys };
    return {
      ok: true,
      tags: [collectionTag, ...keys.map((key) => cmsItemTag(collectionTag, key))],
    };
  }

  return { ok: false, reason: REVALIDATE_MESSAGES.unknownShape };
}
