/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * An editor reads a relation by what it points at: every many-to-one field of the snapshot shows
 * the related item through a template (in its form's dropdown and in list columns), never a bare
 * id ("Hero Section: 8"), and the template names fields the related collection has.
 */

interface SnapshotField {
  collection: string;
  field: string;
  meta: {
    special: string[] | null;
    display: string | null;
    display_options: { template?: string } | null;
    options: { template?: string } | null;
  } | null;
}

const snapshot = parse(
  readFileSync(path.resolve(__dirname, '../../schema.snapshot.yaml'), 'utf8'),
) as {
  collections: Array<{ collection: string; meta: { display_template: string | null } | null }>;
  fields: SnapshotField[];
  relations: Array<{ collection: string; field: string; related_collection: string | null }>;
};

const manyToOne = snapshot.fields.filter((field) => field.meta?.special?.includes('m2o'));
const relatedOf = (field: SnapshotField) =>
  snapshot.relations.find(
    (relation) => relation.collection === field.collection && relation.field === field.field,
  )?.related_collection;
const fieldNames = (collection: string) =>
  new Set(snapshot.fields.filter((f) => f.collection === collection).map((f) => f.field));
const templateFields = (template: string) =>
  [...template.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!.split('.')[0]!);

describe('relation fields in cms/schema.snapshot.yaml', () => {
  it('has many-to-one fields to check', () => {
    expect(manyToOne.map((field) => `${field.collection}.${field.field}`)).toEqual(
      expect.arrayContaining(['octaacer_pages.hero_section', 'octaacer_reviews.client']),
    );
  });

  it.each(manyToOne.map((field) => [`${field.collection}.${field.field}`, field] as const))(
    '%s shows the related item through a template, in the form and in lists',
    (_name, field) => {
      const related = relatedOf(field);
      expect(related).toBeTruthy();
      const meta = field.meta!;
      expect(meta.display).toBe('related-values');
      for (const template of [meta.display_options?.template, meta.options?.template]) {
        expect(template).toMatch(/\{\{\s*\w+/);
        const known = fieldNames(related!);
        expect(templateFields(template!).filter((name) => !known.has(name))).toEqual([]);
      }
    },
  );

  it('every collection a many-to-one field points at has a display template of its own', () => {
    const related = new Set(manyToOne.map(relatedOf));
    const withoutTemplate = snapshot.collections
      .filter((collection) => related.has(collection.collection))
      .filter((collection) => !collection.meta?.display_template)
      .map((collection) => collection.collection);
    expect(withoutTemplate).toEqual([]);
  });
});
