/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PICTURE_LISTS, pictureListCollectionName } from '@/lib/blocks/picture-lists';
import { blockCollectionName } from '@/lib/blocks/parse';
import { isTranslatableField, type FieldInfo } from '../translations';

/**
 * The pictures an editor picks, as cms/schema.snapshot.yaml makes them: files of the library, each
 * described for screen readers, its words translatable, its rows in its block's form.
 */
interface Snapshot {
  fields: Array<FieldInfo & { collection: string; field: string }>;
  relations: Array<{
    collection: string;
    field: string;
    related_collection: string | null;
    meta: Record<string, unknown> | null;
    schema: Record<string, unknown> | null;
  }>;
}

const snapshot = parse(
  readFileSync(path.resolve(__dirname, '../../schema.snapshot.yaml'), 'utf8'),
) as Snapshot;
const field = (collection: string, name: string) =>
  snapshot.fields.find((entry) => entry.collection === collection && entry.field === name);
const relation = (collection: string, name: string) =>
  snapshot.relations.find((entry) => entry.collection === collection && entry.field === name);

describe('pictures in the CMS schema', () => {
  it.each(
    PICTURE_LISTS.map((list) => [pictureListCollectionName(list, 'octaacer'), list] as const),
  )(
    '%s: rows of their block, each with a required file of the library and a required description',
    (collection, list) => {
      const block = blockCollectionName(list.type, 'octaacer');
      expect(field(block, list.field)?.meta).toMatchObject({
        special: ['o2m'],
        interface: 'list-o2m',
      });
      expect(relation(collection, 'block')).toMatchObject({
        related_collection: block,
        meta: { one_field: list.field, sort_field: 'sort', one_deselect_action: 'delete' },
        schema: { on_delete: 'CASCADE' },
      });
      expect(field(collection, 'image')?.meta).toMatchObject({
        special: ['file'],
        interface: 'file-image',
        required: true,
      });
      // A file deleted from the library empties the row's picture (the site then skips the row).
      expect(relation(collection, 'image')).toMatchObject({
        related_collection: 'directus_files',
        schema: { on_delete: 'SET NULL' },
      });
      const alt = field(collection, 'alt');
      expect(alt?.meta).toMatchObject({ required: true });
      expect(isTranslatableField(alt!)).toBe(true);
      expect(isTranslatableField(field(collection, 'image')!)).toBe(false);
    },
  );

  it("a Hero Section's picture description is required once it has a picture, and translatable", () => {
    const alt = field('hero_section', 'hero_image_alt')!;
    expect(alt.meta?.conditions).toEqual([
      expect.objectContaining({
        rule: { _and: [{ hero_image: { _nnull: true } }] },
        required: true,
      }),
    ]);
    expect(isTranslatableField(alt)).toBe(true);
  });
});
