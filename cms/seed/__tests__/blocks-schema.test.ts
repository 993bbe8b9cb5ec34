/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { withoutTranslationsSchema } from '../snapshot';
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import { blockCollectionName } from '@/lib/blocks/parse';
import { BLOCK_PARENTS } from '@/lib/blocks/parents';
import { fieldNote } from '../blocks-schema';

interface SnapshotField {
  collection: string;
  field: string;
  type: string;
  meta: {
    note: string | null;
    required: boolean;
    interface: string | null;
    special: string[] | null;
    options: { fields?: Array<{ field: string }> } | null;
  };
}
interface SnapshotRelation {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: { one_allowed_collections: string[] | null; one_field: string | null };
}

// The translations schema beside the blocks is checked in translations-snapshot.test.ts.
const snapshot = withoutTranslationsSchema(
  parse(readFileSync(path.resolve(__dirname, '../../schema.snapshot.yaml'), 'utf8')) as {
    collections: Array<{ collection: string }>;
    fields: SnapshotField[];
    relations: SnapshotRelation[];
  },
);
const fieldsOf = (collection: string) =>
  snapshot.fields.filter((field) => field.collection === collection);

// `npm run cms:schema` rewrites the snapshot from the catalog; these fail while the two disagree.
describe('cms/schema.snapshot.yaml against the block catalog', () => {
  it.each(BLOCK_TYPES)('%s: a collection whose fields are the catalog fields, as forms', (type) => {
    const collection = blockCollectionName(type, 'octaacer');
    expect(snapshot.collections.map((entry) => entry.collection)).toContain(collection);
    const fields = fieldsOf(collection);
    const definition = BLOCK_CATALOG[type];
    expect(fields.map((field) => field.field).sort()).toEqual(
      ['id', ...Object.keys(definition.fields)].sort(),
    );
    for (const [name, field] of Object.entries(definition.fields)) {
      const stored = fields.find((entry) => entry.field === name)!;
      expect({ name, note: stored.meta.note ?? '' }).toEqual({ name, note: fieldNote(field) });
      // Forms, never a JSON text box: a repeater is Directus's list interface with typed rows.
      expect(stored.meta.interface).not.toBe('input-code');
      if (field.kind === 'list') {
        expect(stored.meta.interface).toBe('list');
        expect(stored.meta.options?.fields?.map((row) => row.field)).toEqual(
          Object.keys(field.fields),
        );
      }
    }
  });

  it.each(BLOCK_PARENTS)(
    '%s hold their blocks through a sorted many-to-any junction with hide_block',
    (parent) => {
      const junction = `octaacer_${parent}_blocks`;
      const blocksField = fieldsOf(`octaacer_${parent}`).find((field) => field.field === 'blocks');
      expect(blocksField?.meta.special).toEqual(['m2a']);
      expect(blocksField?.meta.interface).toBe('list-m2a');
      expect(fieldsOf(junction).map((field) => field.field)).toEqual(
        expect.arrayContaining([
          'sort',
          'hide_block',
          'collection',
          'item',
          `octaacer_${parent}_id`,
        ]),
      );
      const anyRelation = snapshot.relations.find(
        (relation) => relation.collection === junction && relation.field === 'item',
      );
      expect([...(anyRelation?.meta.one_allowed_collections ?? [])].sort()).toEqual(
        BLOCK_TYPES.map((type) => blockCollectionName(type, 'octaacer')).sort(),
      );
    },
  );
});
