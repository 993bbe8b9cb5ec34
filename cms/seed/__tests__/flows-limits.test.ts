import { blockLimits, limitCheckScript, limitsFlow } from '@/cms/seed/flows-limits';
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { translatedTextLimit } from '@/lib/blocks/fields';

/** Runs the Flow's script as Directus does: `module.exports(data)`. */
function check(collection: string, payload: unknown): { refused: boolean; message: string } {
  const sandboxModule = { exports: null as unknown };
  new Function('module', limitCheckScript('octa'))(sandboxModule);
  return (sandboxModule.exports as (data: unknown) => { refused: boolean; message: string })({
    $trigger: { collection, payload },
  });
}

describe('the Explain refused limits Flow', () => {
  const heading = BLOCK_CATALOG.cta_band.fields.heading;

  it('watches every block collection and its translations', () => {
    const collections = limitsFlow('octa').options.collections as string[];
    expect(collections).toEqual(
      expect.arrayContaining(['octa_block_cta_band', 'octa_block_cta_band_translations']),
    );
    expect(Object.keys(blockLimits('octa'))).toHaveLength(collections.length);
  });

  it('refuses a heading over its limit naming the block, the field and the limit', () => {
    expect(check('octa_block_cta_band', { heading: 'x'.repeat(heading.max + 1) })).toEqual({
      refused: true,
      message: `${BLOCK_CATALOG.cta_band.label} block: ${heading.label} has ${heading.max + 1} characters. At most ${heading.max} characters.`,
    });
    expect(check('octa_block_cta_band', { heading: 'x'.repeat(heading.max) }).refused).toBe(false);
  });

  it("holds a translation to a translation's limit", () => {
    const translated = translatedTextLimit(heading.max);
    expect(
      check('octa_block_cta_band_translations', { heading: 'ا'.repeat(translated) }).refused,
    ).toBe(false);
    expect(
      check('octa_block_cta_band_translations', { heading: 'ا'.repeat(translated + 1) }).message,
    ).toMatch(new RegExp(`\\(translation\\): ${heading.label} .*At most ${translated} characters`));
  });

  it('names the list, the row and the field of a row over its limit', () => {
    const [collection, limits] = Object.entries(blockLimits('octa')).find(
      ([name, entry]) =>
        !name.endsWith('_translations') &&
        Object.values(entry.rows).some((row) => Object.keys(row.fields).length > 0),
    )!;
    const [list, row] = Object.entries(limits.rows).find(
      ([, entry]) => Object.keys(entry.fields).length > 0,
    )!;
    const [field, limit] = Object.entries(row.fields)[0]!;
    const { message } = check(collection, { [list]: [{}, { [field]: 'x'.repeat(limit.max + 1) }] });
    expect(message).toBe(
      `${limits.block}: ${row.label}, row 2, ${limit.label} has ${limit.max + 1} characters. At most ${limit.max} characters.`,
    );
  });

  it('lets anything else through: other collections, fields it does not know, empty payloads', () => {
    expect(check('octa_pages', { title: 'x'.repeat(500) }).refused).toBe(false);
    expect(check('octa_block_cta_band', {}).refused).toBe(false);
    expect(check('octa_block_cta_band', null).refused).toBe(false);
  });
});
