/** @jest-environment node */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { BLOCK_CATALOG, BLOCK_TYPES, type BlockType, type PageBlock } from '@/blocks/catalog';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { fallbackServices } from '@/content-fallback/services';
import { toServiceDetail } from '@/lib/content/detail-pages';
import { localize } from '@/lib/i18n/localize';
import { ALL_BLOCKS } from '../maps/all-blocks';
import { COMPANY_PAGE_BLOCKS } from '../maps/company-page-blocks';
import { DETAIL_PAGE_BLOCKS } from '../maps/detail-page-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '../maps/overview-page-blocks';
import { PORTFOLIO_OVERVIEW_BLOCKS } from '../maps/portfolio-overview-blocks';
import { SERVICE_PAGE_BLOCKS } from '../maps/service-page-blocks';
import { CardsBlock } from '../cards/cards-block';
import { CtaBandBlock } from '../cta-band/cta-band-block';
import { PlatformGridBlock } from '../platform-grid/platform-grid-block';
import { StepCardsBlock } from '../step-cards/step-cards-block';
import { TimelineBlock } from '../timeline/timeline-block';
import { TrustStripBlock } from '../trust-strip/trust-strip-block';
import { RenderBlocks, type BlockMap } from '../render-blocks';

/**
 * Directus's Visual Editor finds editable fields by data-directus. RenderBlocks marks a block's
 * headings and paragraphs only when the block names its Directus record, which the content layer
 * does in draft mode only: a public page carries no attribute.
 */
const map: BlockMap = {
  components: {
    cards: CardsBlock,
    timeline: TimelineBlock,
    platform_grid: PlatformGridBlock,
    step_cards: StepCardsBlock,
    trust_strip: TrustStripBlock,
    // Its sync layouts (the others fetch the booking link).
    cta_band: CtaBandBlock,
  },
};
const page = { slug: 'about', heroDefaults: { title: 'About', description: '' } };
const syncBand = (block: PageBlock) =>
  block.type !== 'cta_band' || ['lead', 'lead-offer', 'teaser'].includes(block.data.variant);
const bundled = [
  ...fallbackPageBlocks.about!,
  ...fallbackPageBlocks['lp-automation-solutions']!,
  ...fallbackPageBlocks['lp-ai-development-services']!,
]
  .filter((block) => block.type in map.components)
  .filter(syncBand);
const withSource = bundled.map((block, index) => ({
  ...block,
  source: { collection: `octaacer_block_${block.type}`, item: index + 1 },
}));

const render = (blocks: PageBlock[]) =>
  renderToStaticMarkup(<RenderBlocks map={map} page={page} blocks={blocks} />);

describe('visual editing marks', () => {
  it('a public page (blocks without their record) has no data-directus attribute', () => {
    expect(bundled.map((block) => block.type)).toEqual(
      expect.arrayContaining(['cards', 'timeline', 'platform_grid', 'step_cards', 'cta_band']),
    );
    expect(render(bundled)).not.toContain('data-directus');
  });

  it('in draft mode each heading and paragraph names its collection, item and field', () => {
    const html = render(withSource);
    const timeline = withSource.findIndex((block) => block.type === 'timeline') + 1;
    expect(html).toContain(
      `data-directus="collection:octaacer_block_timeline;item:${timeline};fields:heading;mode:popover"`,
    );
    expect(html).toContain(
      `data-directus="collection:octaacer_block_timeline;item:${timeline};fields:description;mode:popover"`,
    );
    // A repeater opens in the drawer.
    expect(html).toContain(
      `data-directus="collection:octaacer_block_timeline;item:${timeline};fields:milestones;mode:drawer"`,
    );
    for (const block of withSource) {
      // Every block offers at least its heading or its list to the editor.
      expect(html).toContain(`collection:${block.source.collection};item:${block.source.item};`);
    }
  });

  it('the marks are attributes only: without them the markup is byte for byte the public one', () => {
    const stripped = render(withSource).replace(/ data-directus="[^"]*"/g, '');
    expect(stripped).toBe(render(bundled));
  });
});

/**
 * Every block type, as the site renders it: each route's bundled blocks through that route's
 * block map, async server components included (prerender waits for them). A block given its
 * Directus record must offer the editor at least one of its own fields, and the marks must be
 * the only difference from the public markup.
 */
const PAGE_MAPS: Record<string, BlockMap> = {
  about: COMPANY_PAGE_BLOCKS,
  process: COMPANY_PAGE_BLOCKS,
  careers: COMPANY_PAGE_BLOCKS,
  'privacy-policy': COMPANY_PAGE_BLOCKS,
  contact: COMPANY_PAGE_BLOCKS,
  services: OVERVIEW_PAGE_BLOCKS,
  industries: OVERVIEW_PAGE_BLOCKS,
  portfolios: PORTFOLIO_OVERVIEW_BLOCKS,
};
const ROUTES: Array<{ slug: string; map: BlockMap; blocks: PageBlock[] }> = [
  ...Object.entries(fallbackPageBlocks).map(([slug, blocks]) => ({
    slug,
    map: PAGE_MAPS[slug] ?? ALL_BLOCKS,
    blocks,
  })),
  ...fallbackServices.map((service) => ({
    slug: service.slug,
    map: SERVICE_PAGE_BLOCKS,
    blocks: serviceDetailBlocks(toServiceDetail(service)),
  })),
  ...fallbackIndustryDetails.map((detail) => ({
    slug: detail.slug,
    map: DETAIL_PAGE_BLOCKS,
    blocks: industryDetailBlocks(detail),
  })),
  ...fallbackProjectDetails.map((detail) => ({
    slug: detail.slug,
    map: DETAIL_PAGE_BLOCKS,
    blocks: projectDetailBlocks(detail),
  })),
];

async function prerendered(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

interface Mark {
  collection: string;
  item: string;
  fields: string[];
  mode: string;
}

/** The data-directus attributes of some markup, read as the Visual Editor reads them. */
const marksIn = (html: string): Mark[] =>
  [...html.matchAll(/ data-directus="([^"]*)"/g)].map(([, value]) => {
    const entries = Object.fromEntries(value!.split(';').map((pair) => pair.split(':')));
    return { ...entries, fields: (entries.fields ?? '').split(',') } as Mark;
  });

const listFieldsOf = (type: BlockType) =>
  Object.entries(BLOCK_CATALOG[type].fields)
    .filter(([, field]) => field.kind === 'list' || field.kind === 'pictures')
    .map(([name]) => name);

interface Rendered {
  where: string;
  item: number;
  public: string;
  draft: string;
}

describe('visual editing marks on every block type', () => {
  const byType = new Map<BlockType, Rendered[]>();

  beforeAll(async () => {
    let item = 0;
    for (const { slug, map, blocks } of ROUTES) {
      const page = { slug, heroDefaults: { title: slug, description: '' } };
      for (const bundled of blocks) {
        // As lib/content gives it: the facts' values written in.
        const block = { ...bundled, data: localize(bundled.data, 'en') } as PageBlock;
        item += 1;
        const source = { collection: `octaacer_block_${block.type}`, item };
        const render = (list: PageBlock[]) =>
          prerendered(<RenderBlocks map={map} page={page} blocks={list} />);
        const rendered = {
          where: `${slug}: block ${block.id}`,
          item,
          public: await render([block]),
          draft: await render([{ ...block, source } as PageBlock]),
        };
        byType.set(block.type, [...(byType.get(block.type) ?? []), rendered]);
      }
    }
  }, 180_000);

  it.each(BLOCK_TYPES)(
    '%s: read from Directus, every bundled block offers fields of its own record to the editor, and the marks are its only difference from the public markup',
    (type) => {
      const examples = byType.get(type) ?? [];
      const shown = examples.filter((example) => example.public !== '');
      expect(shown.length).toBeGreaterThan(0);
      const collection = `octaacer_block_${type}`;
      const fields = Object.keys(BLOCK_CATALOG[type].fields);
      const lists = listFieldsOf(type);
      const problems: string[] = [];
      for (const example of examples) {
        if (example.public.includes('data-directus'))
          problems.push(`${example.where}: a public page carries a mark`);
        if (example.draft.replace(/ data-directus="[^"]*"/g, '') !== example.public)
          problems.push(`${example.where}: the draft markup differs from the public one`);
      }
      for (const example of shown) {
        const own = marksIn(example.draft).filter(
          (mark) => mark.collection === collection && mark.item === String(example.item),
        );
        if (own.length === 0) problems.push(`${example.where}: the editor finds nothing to click`);
        for (const mark of own) {
          const unknown = mark.fields.filter((field) => !fields.includes(field));
          if (unknown.length > 0)
            problems.push(`${example.where}: marks ${unknown.join(', ')}, not fields of ${type}`);
          const mode = mark.fields.some((field) => lists.includes(field)) ? 'drawer' : 'popover';
          if (mark.mode !== mode)
            problems.push(`${example.where}: ${mark.fields.join(',')} opens in ${mark.mode}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
