/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { isTranslatableField, staleFormOf, type FieldInfo } from '../translations';
import { isTranslationsSchema, withoutTranslationsSchema } from '../snapshot';
import { blockCollections } from '../blocks-schema';
import { pictureListCollections } from '@/lib/blocks/picture-lists';
import { cmsCollectionName, CMS_COLLECTIONS } from '@/lib/cms/config';
import {
  LANGUAGES_COLLECTION,
  TRANSLATIONS_FIELD,
  translationsCollectionName,
  translationsParentField,
} from '@/lib/cms/translation-names';

/**
 * cms/schema.snapshot.yaml shows the translations schema as the seed makes it (npm run cms:schema
 * runs the seed's ensureTranslations): a junction per collection with words, one column per
 * translatable field in that field's form of today. Fails when a field changes and the snapshot
 * was not regenerated.
 */
interface Snapshot {
  collections: Array<{ collection: string }>;
  fields: Array<FieldInfo & { collection: string; field: string }>;
  relations: Array<{ collection: string; field: string; related_collection: string | null }>;
}

const snapshot = parse(
  readFileSync(path.resolve(__dirname, '../../schema.snapshot.yaml'), 'utf8'),
) as Snapshot;
const fieldsOf = (collection: string) =>
  snapshot.fields.filter((field) => field.collection === collection);

/** What the seed translates (scripts/cms-seed.ts): the content collections and the blocks. */
const translated = [
  ...CMS_COLLECTIONS.map((collection) => cmsCollectionName(collection, 'octaacer')),
  ...blockCollections('octaacer'),
  ...pictureListCollections('octaacer'),
].filter((collection) => fieldsOf(collection).some(isTranslatableField));

describe('the translations schema in cms/schema.snapshot.yaml', () => {
  it('has the languages and a junction for every collection with words, and no other', () => {
    expect(translated.length).toBeGreaterThan(40);
    const junctions = snapshot.collections
      .map(({ collection }) => collection)
      .filter((collection) => collection.endsWith('_translations'));
    expect(junctions.sort()).toEqual(translated.map(translationsCollectionName).sort());
    expect(snapshot.collections.map(({ collection }) => collection)).toContain(
      LANGUAGES_COLLECTION,
    );
  });

  it.each(translated)(
    '%s: one column per translatable field, in its form of today, linked both ways',
    (collection) => {
      const junction = translationsCollectionName(collection);
      const parentKey = translationsParentField(collection);
      const translatable = fieldsOf(collection).filter(isTranslatableField);
      const columns = fieldsOf(junction);
      expect(columns.map((column) => column.field).sort()).toEqual(
        ['id', parentKey, 'languages_code', ...translatable.map((field) => field.field)].sort(),
      );
      for (const field of translatable) {
        const column = columns.find((candidate) => candidate.field === field.field)!;
        expect([field.field, staleFormOf(column, field)]).toEqual([field.field, null]);
      }
      expect(fieldsOf(collection).map((field) => field.field)).toContain(TRANSLATIONS_FIELD);
      const links = snapshot.relations
        .filter((relation) => relation.collection === junction)
        .map((relation) => [relation.field, relation.related_collection]);
      expect(links.sort()).toEqual(
        [
          [parentKey, collection],
          ['languages_code', LANGUAGES_COLLECTION],
        ].sort(),
      );
    },
  );

  it('is left out when the seed applies the snapshot (the seed makes it from the fields)', () => {
    const applied = withoutTranslationsSchema(snapshot);
    expect(
      [...applied.collections, ...applied.fields, ...applied.relations].filter(
        isTranslationsSchema,
      ),
    ).toEqual([]);
  });
});
