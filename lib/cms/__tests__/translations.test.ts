import { localize, markTranslatedByCms } from '@/lib/i18n/localize';
import { cmsTagForCollectionName, cmsTagsForBlockCollection } from '../cache-tags';
import { translateRecord, translateRecords } from '../translations';
import {
  isTranslatableField,
  seededTranslation,
  staleFormOf,
  translatedValidation,
  withTranslatedLimits,
} from '@/cms/seed/translations';
import { limitPattern } from '@/cms/seed/facts';

const about = {
  id: 2,
  key: 'about',
  title: 'Eight Values,',
  button_title: 'Join Us',
  translations: [
    { id: 9, hero_section_id: 2, languages_code: 'ar', title: 'عنوان المحرر', button_title: null },
  ],
};

describe('CMS records in the page language (Directus translations)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  it("reads the language's row over the English fields and drops the rows", () => {
    const arabic = translateRecord(about, 'ar');
    expect(arabic).toMatchObject({ id: 2, key: 'about', title: 'عنوان المحرر' });
    expect(arabic).not.toHaveProperty('translations');
  });

  it('shows the English value of a field the row leaves empty, with one [i18n] line', () => {
    // Logged once per process: a text no other test reads.
    const record = { ...about, button_title: 'Join the team' };
    expect(translateRecord(record, 'ar').button_title).toBe('Join the team');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[i18n\] ar: .*"Join the team"/));
  });

  it('a record without a row in that language is English', () => {
    const [, other] = translateRecords(
      [about, { id: 3, key: 'home', title: 'Put Your Business on', translations: [] }],
      'ar',
    );
    expect(other?.title).toBe('Put Your Business on');
  });

  it('English records come back unchanged', () => {
    expect(translateRecord(about, 'en')).toBe(about);
  });
});

describe('localize() and CMS-translated view models', () => {
  it('does not look their words up in the catalogs, but prefixes their site links', () => {
    // 'Contact Us' has a catalog translation; an editor's CMS text must win over it.
    const fromCms = markTranslatedByCms({ label: 'Contact Us', href: '/contact' });
    expect(localize(fromCms, 'ar')).toEqual({ label: 'Contact Us', href: '/ar/contact' });
    const bundled = localize({ label: 'Contact Us', href: '/contact' }, 'ar');
    expect(bundled.label).not.toBe('Contact Us');
  });
});

describe('revalidation of translations', () => {
  it("a translation's edit expires its record's collection", () => {
    expect(cmsTagForCollectionName('octaacer_services_translations', 'octaacer')).toBe(
      'cms:services',
    );
    expect(cmsTagForCollectionName('hero_section_translations', 'octaacer')).toBe(
      'cms:hero_section',
    );
    expect(cmsTagsForBlockCollection('octaacer_block_cards_translations', 'octaacer')).toEqual(
      cmsTagsForBlockCollection('octaacer_block_cards', 'octaacer'),
    );
  });
});

describe('the seed', () => {
  it('translates words and leaves ids, links and choices alone', () => {
    const field = (name: string, iface: string, type = 'string') => ({
      collection: 'c',
      field: name,
      type,
      meta: { interface: iface },
      schema: null,
    });
    expect(isTranslatableField(field('title', 'input'))).toBe(true);
    expect(isTranslatableField(field('items', 'list', 'json'))).toBe(true);
    expect(isTranslatableField(field('slug', 'input'))).toBe(false);
    expect(isTranslatableField(field('button_link', 'input'))).toBe(false);
    expect(isTranslatableField(field('liveUrl', 'input'))).toBe(false);
    expect(isTranslatableField(field('layout', 'select-dropdown'))).toBe(false);
  });

  it('fills a row from the catalog; a text it lacks stays empty (English shows)', () => {
    expect(seededTranslation('Contact Us', 'ar')).toEqual(expect.any(String));
    expect(seededTranslation('Contact Us', 'ar')).not.toBe('Contact Us');
    expect(seededTranslation('No catalog has this sentence.', 'ar')).toBeNull();
    expect(seededTranslation([{ label: 'Contact Us', href: '/contact' }], 'ar')).toEqual([
      { label: seededTranslation('Contact Us', 'ar'), href: '/contact' },
    ]);
  });
});

describe("Directus's translation fields carry a translation's limits", () => {
  it('scales the counters and the notes, in a list row too, and lets an empty value through', () => {
    expect(
      withTranslatedLimits({
        softLength: 40,
        fields: [{ meta: { note: 'At most 20 characters.', options: { softLength: 20 } } }],
      }),
    ).toEqual({
      softLength: 60,
      fields: [{ meta: { note: 'At most 30 characters.', options: { softLength: 30 } } }],
    });
    const validation = translatedValidation({
      collection: 'octaacer_block_cta_band',
      field: 'primaryLabel',
      type: 'string',
      schema: null,
      meta: { validation: { _and: [{ primaryLabel: { _regex: '^[\\s\\S]{0,40}$' } }] } },
    });
    expect(validation).toEqual({
      _or: [{ primaryLabel: { _null: true } }, { primaryLabel: { _regex: limitPattern(60) } }],
    });
  });
});

describe('a second seed brings translation columns up to their fields', () => {
  const parent = {
    collection: 'octaacer_block_cta_band',
    field: 'heading',
    type: 'string',
    schema: null,
    meta: {
      interface: 'input',
      note: "The band's heading. At most 40 characters.",
      options: { softLength: 40 },
      validation: { _and: [{ heading: { _regex: '^[\\s\\S]{0,40}$' } }] },
      validation_message: 'At most 40 characters.',
    },
  };

  it('a column made from an older form gets the note, counter and limit of today, translated', () => {
    const column = {
      ...parent,
      collection: 'octaacer_block_cta_band_translations',
      meta: { interface: 'input', note: 'Heading.', options: { softLength: 30 } },
    };
    expect(staleFormOf(column, parent)).toEqual({
      note: "The band's heading. At most 60 characters.",
      options: { softLength: 60 },
      validation: {
        _or: [{ heading: { _null: true } }, { heading: { _regex: limitPattern(60) } }],
      },
      validation_message: 'At most 60 characters.',
    });
  });

  it('a current column, whatever the order of its keys, needs nothing', () => {
    const column = {
      ...parent,
      collection: 'octaacer_block_cta_band_translations',
      meta: {
        validation_message: 'At most 60 characters.',
        validation: {
          _or: [{ heading: { _null: true } }, { heading: { _regex: limitPattern(60) } }],
        },
        options: { softLength: 60 },
        note: "The band's heading. At most 60 characters.",
        interface: 'input',
        display: null,
        display_options: null,
      },
    };
    expect(staleFormOf(column, parent)).toBeNull();
  });
});
