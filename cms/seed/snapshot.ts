/** Which parts of a Directus schema snapshot are the site's, and which come from the block catalog. */
import { BLOCK_COLLECTION_INFIX } from '@/lib/blocks/parse';
import { SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { BLOCK_PARENTS, blocksJunctionName } from '@/lib/blocks/parents';
import { LANGUAGES_COLLECTION, TRANSLATIONS_FIELD } from '@/lib/cms/translation-names';

interface SnapshotLike {
  collections: Array<{ collection: string }>;
  fields: Array<{ collection: string; field?: string }>;
  relations: Array<{ collection: string }>;
}

/** The site's collections: `{prefix}_*`, the unprefixed hero_section, and their translations' languages. */
export const isSiteCollection = (collection: string, prefix: string) =>
  collection.startsWith(`${prefix}_`) ||
  collection === 'hero_section' ||
  collection === 'hero_section_translations' ||
  collection === LANGUAGES_COLLECTION;

/**
 * The translations schema (cms/seed/translations.ts): the languages, each collection's
 * `…_translations` junction and its `translations` field. The snapshot shows it as npm run
 * cms:schema made it; the seed creates and updates it from the fields it translates.
 */
export function isTranslationsSchema(entry: { collection: string; field?: string }) {
  return (
    entry.collection === LANGUAGES_COLLECTION ||
    entry.collection.endsWith('_translations') ||
    entry.field === TRANSLATIONS_FIELD
  );
}

export function withoutTranslationsSchema<T extends SnapshotLike>(snapshot: T): T {
  return {
    ...snapshot,
    collections: snapshot.collections.filter((entry) => !isTranslationsSchema(entry)),
    fields: snapshot.fields.filter((entry) => !isTranslationsSchema(entry)),
    relations: snapshot.relations.filter((entry) => !isTranslationsSchema(entry)),
  };
}

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
  const generated = (entry: { collection: string; field?: string }) =>
    isGeneratedSchema(entry, prefix) || isTranslationsSchema(entry);
  return {
    ...snapshot,
    collections: snapshot.collections.filter((entry) => !generated(entry)),
    fields: snapshot.fields.filter((entry) => !generated(entry)),
    relations: snapshot.relations.filter((entry) => !generated(entry)),
  };
}
