/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageBlock } from '@/lib/blocks/catalog';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { CardsBlock } from '../cards-block';
import { CtaBandBlock } from '../cta-band-block';
import { PlatformGridBlock } from '../platform-grid-block';
import { StepCardsBlock } from '../step-cards-block';
import { TimelineBlock } from '../timeline-block';
import { TrustStripBlock } from '../trust-strip-block';
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
