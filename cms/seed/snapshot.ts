/** Which parts of a Directus schema snapshot are the site's, and which come from the block catalog. */
import { BLOCK_COLLECTION_INFIX } from '@/lib/blocks/parse';
import { SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { BLOCK_PARENTS, blocksJunctionName } from '@/lib/blocks/parents';

interface SnapshotLike {
  collections: Array<{ collection: string }>;
  fields: Array<{ collection: string; field?: string }>;
  relations: Array<{ collection: string }>;
}

/** The site's collections: `{prefix}_*` and the unprefixed hero_section. */
export const isSiteCollection = (collection: string, prefix: string) =>
  collection.startsWith(`${prefix}_`) || collection === 'hero_section';

/**
 * Collections and fields written from code by npm run cms:schema: the block catalog's (blocks,
 * junctions, each parent's blocks field) and the settings singleton's shell fields.
 */
export function isGeneratedSchema(entry: { collection: string; field?: string }, prefix: string) {
  return (
    entry.collection.startsWith(`${prefix}_${BLOCK_COLLECTION_INFIX}`) ||
    entry.collection === `${prefix}_blocks` ||
    BLOCK_PARENTS.some(
      (parent) =>
        entry.collection === blocksJunctionName(parent, prefix) ||
        (entry.collection === `${prefix}_${parent}` && entry.field === 'blocks'),
    ) ||
    (entry.collection === `${prefix}_settings` &&
      entry.field !== undefined &&
      entry.field in SETTINGS_FIELDS)
  );
}

export function withoutGeneratedSchema<T extends SnapshotLike>(snapshot: T, prefix: string): T {
  return {
    ...snapshot,
    collections: snapshot.collections.filter((entry) => !isGeneratedSchema(entry, prefix)),
    fields: snapshot.fields.filter((entry) => !isGeneratedSchema(entry, prefix)),
    relations: snapshot.relations.filter((entry) => !isGeneratedSchema(entry, prefix)),
  };
}
