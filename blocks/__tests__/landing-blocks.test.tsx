import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LUCIDE_SPRITE_HREF, LUCIDE_SPRITE_SVG } from '@/components/ui/lucide-sprite';
import { Clock } from '@/components/ui/icons';
import { BLOCK_CATALOG, type BlockOf, type BlockType, type PageBlock } from '@/blocks/catalog';
import { blockCollectionName, parseBlockRows } from '@/lib/blocks/parse';
import {
  aiDevelopmentPageBlocks,
  automationPageBlocks,
} from '@/content-fallback/page-blocks/landing-pages';
import { BeforeAfterBlock } from '../before-after/before-after-block';
import { ClientQuotesBlock } from '../client-quotes/client-quotes-block';
import { CtaBandBlock } from '../cta-band/cta-band-block';
import { PlatformGridBlock } from '../platform-grid/platform-grid-block';
import { RoiFiguresBlock } from '../roi-figures/roi-figures-block';
import { StepCardsBlock } from '../step-cards/step-cards-block';
import { StickyCtaBlock } from '../sticky-cta/sticky-cta-block';
import { TabExplorerBlock } from '../tab-explorer/tab-explorer-block';
import { TrustStripBlock } from '../trust-strip/trust-strip-block';
import { localize } from '@/lib/i18n/localize';

const automation = {
  slug: 'lp-automation-solutions',
  heroDefaults: { title: 'x', description: 'y' },
  leadContext: 'automation' as const,
};
const ai = {
  ...automation,
  slug: 'lp-ai-development-services',
  leadContext: 'ai-development' as const,
};

function blockOf<K extends BlockType>(blocks: PageBlock[], type: K, nth = 0): BlockOf<K> {
  // As lib/content gives it: the facts' values written in.
  const block = blocks.filter((candidate): candidate is BlockOf<K> => candidate.type === type)[
    nth
  ]!;
  return { ...block, data: localize(block.data, 'en') };
}

/** Every lead button of what is rendered opens the lead modal in this context. */
function leadContexts() {
  return [...document.querySelectorAll('[data-dialog="lead-modal"]')].map((button) =>
    button.getAttribute('data-page-context'),
  );
}

describe('the blocks of the landing pages', () => {
  it('tab explorer: every tab panel is rendered with its cards; the button opens the lead modal in the page context', () => {
    const block = blockOf(automationPageBlocks, 'tab_explorer');
    render(<TabExplorerBlock id={block.id} data={block.data} page={automation} />);
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(6);
    expect([...panels].filter((panel) => panel.hasAttribute('hidden'))).toHaveLength(5);
    expect(panels[1]).toHaveTextContent('Order Processing');
    expect(panels[1]).toHaveTextContent('40 hrs/week saved');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'lp-industries-heading',
    );
    // Phones read each card's text cut at 80 characters, wider screens all of it.
    const texts = [...document.querySelectorAll('[role="tabpanel"] li p')];
    expect(texts).toHaveLength(24);
    for (const text of texts) {
      const phone = text.querySelector('.md\\:hidden');
      expect((phone ?? text).textContent!.length).toBeLessThanOrEqual(80);
      if (phone)
        expect(text.querySelector('.max-md\\:sr-only')!.textContent!.length).toBeGreaterThan(80);
    }
    expect(texts.some((text) => text.querySelector('.md\\:hidden'))).toBe(true);
    // No progress bar without its label and percent.
    expect(screen.queryByTestId('development-progress')).toBeNull();
    expect(leadContexts()).toEqual(['automation']);
  });

  it("tab explorer icons: each a reference into the site's lucide sprite, drawn as the server draws it", () => {
    const block = blockOf(automationPageBlocks, 'tab_explorer');
    render(<TabExplorerBlock id={block.id} data={block.data} page={automation} />);
    // No drawing of its own in the page: the symbols are in the cached sprite.
    expect(document.querySelector('symbol')).toBeNull();
    const references = [...document.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    // Six tab icons, 24 card icons and two badges on each card.
    expect(references).toHaveLength(6 + 24 * 3);
    for (const reference of references) {
      expect(reference?.startsWith(`${LUCIDE_SPRITE_HREF}#`)).toBe(true);
      const symbol = reference!.slice(`${LUCIDE_SPRITE_HREF}#`.length);
      expect(LUCIDE_SPRITE_SVG).toContain(`<symbol id="${symbol}"`);
    }
    // A card's clock and the hours badge's clock share one symbol, each at its own size, and are
    // the <svg> the server's Clock draws.
    const clocks = [...document.querySelectorAll(`use[href="${LUCIDE_SPRITE_HREF}#clock"]`)].map(
      (use) => use.parentElement!,
    );
    expect(new Set(clocks.map((clock) => clock.getAttribute('class')))).toEqual(
      new Set(['lucide lucide-clock size-5', 'lucide lucide-clock text-primary size-4']),
    );
    const server = renderToStaticMarkup(<Clock className="size-5" />);
    expect(clocks.map((clock) => clock.outerHTML)).toContain(server);
    for (const clock of clocks) {
      expect(clock).toHaveAttribute('aria-hidden', 'true');
      expect(clock).toHaveAttribute('stroke-width', '2');
    }
  });

  it('tab explorer, feature cards: three features, timeline and cost per card and the progress bar', () => {
    const block = blockOf(aiDevelopmentPageBlocks, 'tab_explorer');
    render(<TabExplorerBlock id={block.id} data={block.data} page={ai} />);
    expect(
      within(screen.getByRole('list', { name: 'E-commerce Platforms key features' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    expect(leadContexts()).toEqual(['ai-development']);
  });

  it('before and after: five rows a side with their figure, a show-more button per side', () => {
    const block = blockOf(automationPageBlocks, 'before_after');
    render(<BeforeAfterBlock id={block.id} data={block.data} />);
    const before = document.querySelector('[data-side="before"]')!;
    const after = document.querySelector('[data-side="after"]')!;
    expect(before.querySelectorAll('li')).toHaveLength(5);
    expect(after).toHaveTextContent('$200K+Saved per Client a Year');
    expect(within(before as HTMLElement).getByRole('button')).toHaveTextContent(
      '+ Show More Problems',
    );
  });

  it('platforms: a brand mark where the site has one, else the letter circle; a fifth card on large screens only', () => {
    const block = blockOf(aiDevelopmentPageBlocks, 'platform_grid');
    render(<PlatformGridBlock id={block.id} data={block.data} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[4]).toHaveClass('hidden', 'lg:flex');
    // Lovable and OpenAI Codex are drawn marks (components/ui/drawn-marks), not letters.
    expect(screen.queryAllByTestId('platform-letter')).toEqual([]);
    expect(
      cards.map((card) => card.querySelector('svg[aria-hidden="true"] title')?.textContent),
    ).toEqual(['Lovable', 'Cursor', 'Claude', 'GitHub Copilot', 'OpenAI']);
    render(
      <PlatformGridBlock
        id="x"
        data={{
          ...block.data,
          items: [{ ...block.data.items[0]!, name: 'Bubble', brand: 'none' }],
        }}
      />,
    );
    expect(screen.getByTestId('platform-letter')).toHaveTextContent('B');
  });

  it('client quotes, steps, return on investment and trust strip read their data', () => {
    const quotes = blockOf(aiDevelopmentPageBlocks, 'client_quotes');
    const steps = blockOf(aiDevelopmentPageBlocks, 'step_cards');
    const roi = blockOf(aiDevelopmentPageBlocks, 'roi_figures');
    const trust = blockOf(aiDevelopmentPageBlocks, 'trust_strip');
    render(
      <>
        <ClientQuotesBlock id={quotes.id} data={quotes.data} />
        <StepCardsBlock id={steps.id} data={steps.data} />
        <RoiFiguresBlock id={roi.id} data={roi.data} page={ai} />
        <TrustStripBlock data={trust.data} />
      </>,
    );
    expect(screen.getByText('Fintech · Riyadh')).toBeInTheDocument();
    expect(document.querySelector('[data-lp-section="process"]')).toHaveTextContent(
      'Total time to launch: 2-6 weeks vs 6+ months',
    );
    expect(
      screen.getByRole('button', { name: 'Get FREE AI Development Assessment' }),
    ).toHaveAttribute('data-page-context', 'ai-development');
    expect(screen.getByRole('region', { name: 'Trust and compliance' })).toHaveTextContent(
      'SOC 2 Compliant',
    );
  });

  it('lead banner and offer: their buttons open the lead modal in the page context', () => {
    const banner = blockOf(aiDevelopmentPageBlocks, 'cta_band', 0);
    const offer = blockOf(aiDevelopmentPageBlocks, 'cta_band', 1);
    expect([banner.data.variant, offer.data.variant]).toEqual(['lead', 'lead-offer']);
    render(
      <>
        <CtaBandBlock id={banner.id} data={banner.data} page={ai} />
        <CtaBandBlock id={offer.id} data={offer.data} page={ai} />
      </>,
    );
    expect(screen.getByRole('heading', { name: /The Result/ })).toHaveAttribute(
      'id',
      'lp-result-heading',
    );
    expect(
      within(document.querySelector('[data-lp-section="final-cta"]') as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Get FREE AI Development Audit', 'Get FREE AI Development Assessment']);
    expect(leadContexts()).toEqual(['ai-development', 'ai-development', 'ai-development']);
  });

  it("sticky call to action: the floating pill and the phone bar take the block's words and the page context", () => {
    const block = blockOf(aiDevelopmentPageBlocks, 'sticky_cta');
    render(<StickyCtaBlock data={block.data} page={ai} />);
    expect(screen.getByTestId('floating-cta')).toHaveTextContent('Save $50K+ Yearly');
    const bar = screen.getByRole('complementary', { name: 'FREE Audit, Worth $2,500' });
    expect(within(bar).getByRole('button')).toHaveTextContent('Get FREE Audit');
    expect(leadContexts()).toEqual(['ai-development', 'ai-development']);
  });
});

describe('an editor on /lp/automation-solutions', () => {
  const rows = automationPageBlocks.map((block, index) => ({
    id: index + 1,
    sort: index + 1,
    hide_block: false,
    collection: blockCollectionName(block.type, 'octaacer'),
    item: { id: index + 1, ...block.data } as Record<string, unknown>,
  }));

  it('reorders two blocks and hides one: the page follows, nothing depends on a position', () => {
    const edited = rows.map((row) => {
      if (row.collection.endsWith('_client_quotes')) return { ...row, sort: 5 };
      if (row.collection.endsWith('_tab_explorer')) return { ...row, sort: 4 };
      if (row.collection.endsWith('_trust_strip')) return { ...row, hide_block: true };
      return row;
    });
    const blocks = parseBlockRows('page lp-automation-solutions', edited, 'octaacer', () => {});
    expect(blocks.map((block) => block.type)).toEqual([
      'hero',
      'platform_grid',
      'before_after',
      'tab_explorer',
      'client_quotes',
      'roi_figures',
      'cta_band',
      'cta_band',
      'contact_form',
      'sticky_cta',
    ]);
    // Read from Directus, each block is named by its record, so two of a kind never share an id.
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
  });

  it('every bundled landing block passes its schema as a Directus record would', () => {
    for (const block of [...automationPageBlocks, ...aiDevelopmentPageBlocks]) {
      const parsed = BLOCK_CATALOG[block.type].schema.safeParse(
        JSON.parse(JSON.stringify(block.data)),
      );
      expect({ id: block.id, ok: parsed.success }).toEqual({ id: block.id, ok: true });
    }
  });
});
