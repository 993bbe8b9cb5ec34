/** @jest-environment node */
import { isoFromDayMonthYear, parseLegalText, toLegalText } from '../legal-text';
import { BLOCK_CATALOG, BLOCK_TYPES } from '@/blocks/catalog';
import { blockCollectionName, parseBlockRows, type RawBlockRow } from '@/lib/blocks/parse';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { defaultServiceDetail, serviceDetails } from '@/content-fallback/service-details';

const PREFIX = 'octaacer';
const row = (type: string, item: Record<string, unknown>, extra: Partial<RawBlockRow> = {}) => ({
  collection: blockCollectionName(type, PREFIX),
  item,
  ...extra,
});
const timeline = {
  id: 7,
  heading: 'Our Journey',
  description: '',
  anchor: null,
  milestones: [{ year: '2019', title: 'Foundation', description: 'It starts.' }],
};
const contact = { id: 3, heading: 'Get in Touch', text: 'We reply within 24 hours.' };

function parse(rows: RawBlockRow[]) {
  const lines: string[] = [];
  const blocks = parseBlockRows('page about', rows, PREFIX, (line) => lines.push(line));
  return { blocks, lines };
}

describe('a page read from the CMS', () => {
  it("names each block's Directus record only when asked (draft mode, for the Visual Editor)", () => {
    const rows = [row('timeline', timeline), row('contact_form', { ...contact, id: null })];
    expect(parse(rows).blocks.map((block) => block.source)).toEqual([undefined, undefined]);
    const drafted = parseBlockRows('page about', rows, PREFIX, () => {}, { withSource: true });
    // A block added in a content version has no record yet: nothing to open.
    expect(drafted.map((block) => block.source)).toEqual([
      { collection: 'octaacer_block_timeline', item: 7 },
      undefined,
    ]);
  });

  it('keeps the blocks in their sort order, skips hidden ones and fills defaults', () => {
    const { blocks, lines } = parse([
      row('contact_form', contact, { sort: 3 }),
      row('timeline', timeline, { sort: 1 }),
      row(
        'cta_band',
        { heading: 'x', text: 'y', primaryLabel: 'a', secondaryLabel: 'b' },
        {
          sort: 2,
          hide_block: true,
        },
      ),
    ]);
    expect(lines).toEqual([]);
    expect(blocks.map((block) => block.type)).toEqual(['timeline', 'contact_form']);
    // An empty description is "not filled in"; the id names the record.
    expect(blocks[0]).toEqual({
      id: 'timeline-7',
      type: 'timeline',
      data: {
        anchor: undefined,
        heading: 'Our Journey',
        description: undefined,
        milestones: timeline.milestones,
      },
    });
  });

  it('leaves out a block with a missing required field and logs the page, block and field', () => {
    const { blocks, lines } = parse([
      row('timeline', { ...timeline, heading: null }, { sort: 1 }),
      row('contact_form', contact, { sort: 2 }),
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['contact_form']);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[content\] page about: block 1 \(octaacer_block_timeline #7\) left out: heading: /,
      ),
    ]);
  });

  it('leaves out a block of an unknown type, and one over its limit, with a line each', () => {
    const { blocks, lines } = parse([
      row('carousel_3d', { id: 1, heading: 'Spin' }),
      row('contact_form', { ...contact, heading: 'x'.repeat(81) }),
      { collection: 'directus_users', item: { id: 1 } },
    ]);
    expect(blocks).toEqual([]);
    expect(lines).toEqual([
      '[content] page about: block 1 (octaacer_block_carousel_3d #1) left out: unknown block type.',
      expect.stringMatching(/block 2 \(octaacer_block_contact_form #3\) left out: heading: /),
      '[content] page about: block 3 (directus_users #1) left out: unknown block type.',
    ]);
  });

  it('reads the 0 and 1 that SQLite sends for booleans as booleans', () => {
    const hero = {
      id: 1,
      illustration: 'about-values',
      revealAfterDelay: 1,
      showButton: 0,
      stats: null,
    };
    const { blocks, lines } = parse([
      row('hero', hero, { hide_block: 0 as unknown as boolean }),
      row('hero', { ...hero, revealAfterDelay: 0 }, { hide_block: 1 as unknown as boolean }),
    ]);
    expect(lines).toEqual([]);
    expect(blocks).toEqual([
      {
        id: 'hero-1',
        type: 'hero',
        data: {
          illustration: 'about-values',
          revealAfterDelay: true,
          showButton: false,
          stats: [],
          sectionLinks: [],
          typewriter: 'default',
          trustSignals: [],
          actions: [],
          layout: 'counters',
          leadBadges: [],
          checklist: [],
        },
      },
    ]);
  });

  it('reads a wrong type as a failure, not as a value', () => {
    const { blocks, lines } = parse([
      row('timeline', { ...timeline, milestones: 'not a list' }),
      row('world_map', {
        heading: 'Map',
        mapLabel: 'A map',
        officesHeading: 'Offices',
        clientsHeading: 'Clients',
        offices: [{ label: 'HQ', place: 'Lahore', lat: 'north', lng: 74 }],
        clients: [],
      }),
    ]);
    expect(blocks).toEqual([]);
    expect(lines[0]).toMatch(/milestones: /);
    expect(lines[1]).toMatch(/offices\.0\.lat: /);
  });
});

describe('the bundled pages of blocks', () => {
  it.each([
    ...Object.entries(fallbackPageBlocks),
    ...fallbackIndustryDetails.map((detail) => [
      `industries/${detail.slug}`,
      industryDetailBlocks(detail),
    ]),
    ...fallbackProjectDetails.map((detail) => [
      `portfolios/${detail.slug}`,
      projectDetailBlocks(detail),
    ]),
    ...serviceDetails.map((detail) => [`services/${detail.slug}`, serviceDetailBlocks(detail)]),
    [
      'services/{a CMS-only service}',
      serviceDetailBlocks(defaultServiceDetail('data-engineering', 'Data Engineering')),
    ],
  ] as Array<[string, ReturnType<typeof industryDetailBlocks>]>)(
    '%s: every block passes its own schema unchanged',
    (_slug, blocks) => {
      for (const block of blocks) {
        const parsed = BLOCK_CATALOG[block.type].schema.safeParse(block.data);
        expect({ id: block.id, issues: parsed.error?.issues ?? [] }).toEqual({
          id: block.id,
          issues: [],
        });
        expect(parsed.data).toEqual(block.data);
      }
    },
  );

  it('every block type has a label, note and at least one field for editors', () => {
    for (const type of BLOCK_TYPES) {
      const definition = BLOCK_CATALOG[type];
      expect(definition.type).toBe(type);
      expect(definition.label).not.toBe('');
      expect(definition.note.length).toBeGreaterThan(10);
      expect(Object.keys(definition.fields).length).toBeGreaterThan(0);
    }
  });
});

describe('the legal text format', () => {
  it('reads paragraphs split by an empty line and "- " lines as one bullet list', () => {
    expect(
      parseLegalText(
        'We collect:\n- names;\n- e-mails.\n\nWe keep them\nfor a year.\r\n\r\nThat is all.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'We collect:' },
      { kind: 'list', items: ['names;', 'e-mails.'] },
      { kind: 'paragraph', text: 'We keep them for a year.' },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('round-trips the bundled sections', () => {
    const text = toLegalText(['One.', 'Two.'], ['a', 'b']);
    expect(parseLegalText(text)).toEqual([
      { kind: 'paragraph', text: 'One.' },
      { kind: 'paragraph', text: 'Two.' },
      { kind: 'list', items: ['a', 'b'] },
    ]);
  });

  it('gives <time> an ISO date only for a day/month/year date', () => {
    expect(isoFromDayMonthYear('01/08/2025')).toBe('2025-08-01');
    expect(isoFromDayMonthYear('August 2025')).toBeUndefined();
  });
});

describe('a block read in another language (its translation over its English record)', () => {
  const roi = fallbackPageBlocks['lp-automation-solutions']!.find(
    (block) => block.type === 'roi_figures',
  )!.data as Record<string, unknown>;
  const translatedRow = (item: Record<string, unknown>) =>
    row('roi_figures', item, { englishItem: { id: 5, ...roi } });

  it('accepts a translation up to 1.5 times the English limit (the ROI figure: 20, so 30)', () => {
    const figure = 'أكثر من 20 ساعة أسبوعيًا'; // 24 characters: over 20, within 30
    const gains = (roi.gains as Array<Record<string, string>>).map((gain, index) =>
      index === 1 ? { ...gain, value: figure } : gain,
    );
    const { blocks, lines } = parse([translatedRow({ id: 5, ...roi, gains })]);
    expect(lines).toEqual([]);
    expect(blocks).toHaveLength(1);
    expect((blocks[0]!.data as typeof roi & { gains: typeof gains }).gains[1]!.value).toBe(figure);
  });

  it('keeps the block and shows English for a translated value past that limit, logged once', () => {
    const tooLong = 'x'.repeat(31);
    const { blocks, lines } = parse([
      translatedRow({ id: 5, ...roi, heading: 'عائد الاستثمار', ctaLabel: 'y'.repeat(61) }),
      row('timeline', timeline),
      translatedRow({
        id: 5,
        ...roi,
        gains: [{ value: tooLong, label: 'ساعات' }, ...(roi.gains as unknown[]).slice(1)],
      }),
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['roi_figures', 'timeline', 'roi_figures']);
    const first = blocks[0]!.data as Record<string, unknown>;
    expect(first.heading).toBe('عائد الاستثمار');
    expect(first.ctaLabel).toBe(roi.ctaLabel);
    const third = blocks[2]!.data as { gains: Array<{ value: string; label: string }> };
    expect(third.gains[0]).toEqual({
      value: (roi.gains as Array<{ value: string }>)[0]!.value,
      label: 'ساعات',
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[i18n\] page about: block 1 \(octaacer_block_roi_figures #5\): the translation of ctaLabel shows in English: Too big/,
      ),
      expect.stringMatching(/block 3 .*: the translation of gains\.0\.value shows in English/),
    ]);
  });

  it('leaves a block out when its English record fails, whatever its translation', () => {
    const { blocks, lines } = parse([
      row('roi_figures', { id: 5, ...roi }, { englishItem: { id: 5, ...roi, heading: '' } }),
    ]);
    expect(blocks).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/left out: heading/)]);
  });
});
