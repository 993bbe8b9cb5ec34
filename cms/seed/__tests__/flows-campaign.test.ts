import {
  bundledPermalinks,
  duplicatePageScript,
  duplicateOperations,
  toLeadContextRecord,
} from '@/cms/seed/flows-campaign';
import { mapLeadContext } from '@/lib/cms/landing-mappers';
import { fallbackLeadContexts } from '@/content-fallback/lead-modal-options';

/** Runs the Flow's script as Directus does: `module.exports(data)`. */
async function runDuplicate(
  data: Record<string, unknown>,
): Promise<Array<Record<string, unknown>>> {
  const sandboxModule = { exports: null as unknown };
  new Function('module', duplicatePageScript('octa_pages', { octa_block_gallery: ['images'] }))(
    sandboxModule,
  );
  return (sandboxModule.exports as (input: unknown) => Promise<Array<Record<string, unknown>>>)(
    data,
  );
}

describe('campaign seed', () => {
  it('seeds each bundled lead context as a record the site maps back to the same options', () => {
    for (const context of fallbackLeadContexts) {
      expect(mapLeadContext(toLeadContextRecord(context))).toEqual(
        JSON.parse(JSON.stringify(context)),
      );
    }
  });

  it("gives every bundled page its permalink: home '/', the company and landing pages theirs", () => {
    const permalinks = bundledPermalinks();
    expect(permalinks.get('home')).toBe('/');
    expect(permalinks.get('about')).toBe('/about');
    expect(permalinks.get('business-automation')).toBe('/services/business-automation');
    expect(permalinks.get('lp-automation-solutions')).toBe('/lp/automation-solutions');
    expect(permalinks.get('lp-ai-development-services')).toBe('/lp/ai-development-services');
    expect(new Set(permalinks.values()).size).toBe(permalinks.size);
  });

  it("a copy runs no experiment and keeps none of the original's schedule; a variant's copy is a variant of the same page", async () => {
    const [copy] = await runDuplicate({
      read_page: {
        id: 3,
        status: 'published',
        slug: 'lp-spring',
        permalink: '/lp/spring',
        experiment: 'running',
        variant_weight: 70,
        variant_of: 9,
        publish_at: '2026-12-01T09:00:00.000Z',
        unpublish_at: '2026-12-31T23:00:00.000Z',
        blocks: [],
      },
    });
    expect(copy).toMatchObject({
      status: 'draft',
      experiment: 'off',
      publish_at: null,
      unpublish_at: null,
      variant_weight: 70,
      variant_of: 9,
    });
    // A Directus that has no such fields yet gets none in the copy.
    const [older] = await runDuplicate({ read_page: { id: 4, slug: 'lp-x', blocks: [] } });
    expect(older).not.toHaveProperty('experiment');
    expect(older).not.toHaveProperty('publish_at');
  });

  it("copies a gallery's pictures as new rows with their translations, pointing at the same files, and never moves them", async () => {
    const gallery = (images: unknown[]) => ({
      status: 'published',
      slug: 'promo',
      blocks: [
        {
          collection: 'octa_block_gallery',
          sort: 1,
          hide_block: false,
          item: { id: 4, heading: 'Screens', images, translations: [] },
        },
      ],
    });
    const [copy] = await runDuplicate({
      read_page: gallery([
        {
          id: 11,
          block: 4,
          sort: 1,
          image: 'file-a',
          alt: 'Dashboard',
          caption: 'The dashboard',
          translations: [
            { id: 90, octa_block_gallery_images_id: 11, languages_code: 'ar', caption: 'اللوحة' },
          ],
        },
      ]),
    });
    const item = (copy!.blocks as Array<{ item: Record<string, unknown> }>)[0]!.item;
    expect(item.images).toEqual([
      {
        sort: 1,
        image: 'file-a',
        alt: 'Dashboard',
        caption: 'The dashboard',
        translations: [{ languages_code: 'ar', caption: 'اللوحة' }],
      },
    ]);
    // Rows read only as ids would be moved to the copy: they are left out instead.
    const [fromIds] = await runDuplicate({ read_page: gallery([11, 12]) });
    const idsItem = (fromIds!.blocks as Array<{ item: Record<string, unknown> }>)[0]!.item;
    expect(idsItem).not.toHaveProperty('images');
  });

  it('the Flow reads the chosen pages with their hero and every block record', () => {
    const { read_page, create_copy } = duplicateOperations('octa');
    expect(read_page.options.collection).toBe('octa_pages');
    expect(read_page.options.key).toBe('{{$trigger.body.keys}}');
    expect(read_page.options.query.fields).toEqual(
      expect.arrayContaining([
        '*',
        'translations.*',
        'hero_section.*',
        'hero_section.translations.*',
        'blocks.collection',
        'blocks.item.*',
        'blocks.item.translations.*',
        'blocks.item.images.*',
        'blocks.item.images.translations.*',
      ]),
    );
    expect(create_copy.options).toMatchObject({
      collection: 'octa_pages',
      payload: '{{copy_page}}',
    });
  });

  it('the editor who ran it is notified with a link to the copy', () => {
    const { notify_editor } = duplicateOperations('octa');
    expect(notify_editor.type).toBe('notification');
    expect(notify_editor.options).toMatchObject({
      recipient: '{{$accountability.user}}',
      collection: 'octa_pages',
      item: '{{create_copy[0]}}',
    });
  });
});

describe('the Duplicate Page script', () => {
  const page = {
    id: 7,
    status: 'published',
    slug: 'lp-spring',
    permalink: '/lp/spring/',
    title: 'Spring',
    lead_context: 'spring-clinics',
    date_created: '2026-01-01',
    user_created: 'u1',
    translations: [{ id: 40, octa_pages_id: 7, languages_code: 'ar', title: 'ربيع' }],
    hero_section: {
      id: 3,
      key: 'lp-spring',
      title: 'Hero',
      translations: [
        { id: 4, hero_section_id: 3, languages_code: 'ar', title: 'بطل' },
        { id: 10, hero_section_id: 3, languages_code: 'tr', title: 'Kahraman' },
      ],
    },
    blocks: [
      {
        collection: 'octa_block_cta_band',
        sort: 1,
        hide_block: false,
        item: {
          id: 11,
          heading: 'Band',
          date_created: 'x',
          translations: [
            { id: 5, octa_block_cta_band_id: 11, languages_code: 'tr', heading: 'Bant' },
          ],
        },
      },
      {
        collection: 'octa_block_sticky_cta',
        sort: 2,
        hide_block: true,
        item: { id: 12, barText: 'Bar' },
      },
    ],
  };

  it("copies a page as a draft named as a copy: new hero, new block records and new translation rows, never the ids of the original's", async () => {
    const [copy] = await runDuplicate({ read_page: page });
    const suffix = String(copy!.slug).slice('lp-spring'.length);
    expect(suffix).toMatch(/^-copy-[a-z0-9]+$/);
    expect(copy).toEqual({
      status: 'draft',
      slug: `lp-spring${suffix}`,
      permalink: `/lp/spring${suffix}`,
      title: 'Copy of Spring',
      lead_context: 'spring-clinics',
      translations: [{ languages_code: 'ar', title: 'ربيع' }],
      hero_section: {
        key: `lp-spring${suffix}`,
        title: 'Hero',
        translations: [
          { languages_code: 'ar', title: 'بطل' },
          { languages_code: 'tr', title: 'Kahraman' },
        ],
      },
      blocks: [
        {
          collection: 'octa_block_cta_band',
          sort: 1,
          hide_block: false,
          item: { heading: 'Band', translations: [{ languages_code: 'tr', heading: 'Bant' }] },
        },
        {
          collection: 'octa_block_sticky_cta',
          sort: 2,
          hide_block: true,
          item: { barText: 'Bar' },
        },
      ],
    });
  });

  it('copies every chosen page; a page without permalink, hero or blocks stays without', async () => {
    const copies = await runDuplicate({
      read_page: [page, { id: 8, slug: 'about', permalink: null, hero_section: null, blocks: [] }],
    });
    expect(copies).toHaveLength(2);
    expect(copies[1]).toMatchObject({ permalink: null, hero_section: null, blocks: [] });
  });

  it('drops a translations list it was given as ids (passing them on would move the rows) and a hero given only by id', async () => {
    const [copy] = await runDuplicate({
      read_page: { ...page, translations: [40, 41], hero_section: 3 },
    });
    expect(copy).not.toHaveProperty('translations');
    expect(copy!.hero_section).toBeNull();
  });
});
