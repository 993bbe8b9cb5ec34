import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { BLOCK_CATALOG, type BlockData, type PageBlock } from '@/blocks/catalog';
import { PLATFORM_BRANDS } from '@/blocks/platform-tiles/definition';
import { isBrandMarkId } from '@/components/ui/brand-marks';
import { Hero } from '@/components/sections/hero';
import { TYPEWRITER } from '@/lib/sections/typing';
import { homePageBlocks } from '@/content-fallback/page-blocks/home';
import type { BlockPage } from '../block-page';
import { CardsBlock } from '../cards/cards-block';
import { ContactFormBlock } from '../contact-form/contact-form-block';
import { CtaBandBlock } from '../cta-band/cta-band-block';
import { ExpertAdviceBlock } from '../expert-advice/expert-advice-block';
import { FeaturedProjectsBlock } from '../featured-projects/featured-projects-block';
import { HeroBlock } from '../hero/hero-block';
import { IndustriesGridBlock } from '../industries-grid/industries-grid-block';
import { PlatformTilesBlock } from '../platform-tiles/platform-tiles-block';
import { ServicesGridBlock } from '../services-grid/services-grid-block';
import { TestimonialCarouselBlock } from '../testimonial-carousel/testimonial-carousel-block';
import { WhyUsBlock } from '../why-us/why-us-block';
import { localize } from '@/lib/i18n/localize';

// The live contact form loads itself after mount; the served form is what these tests read.
jest.mock('@/components/forms/deferred-contact-form', () => ({
  DeferredContactForm: ({ children }: { children: ReactNode }) => children,
}));

const home: BlockPage = { slug: 'home', heroDefaults: { title: 'Home', description: 'Home.' } };
const about: BlockPage = { slug: 'about', heroDefaults: { title: 'About', description: 'About.' } };

const dataOf = <K extends PageBlock['type']>(type: K) =>
  localize(homePageBlocks.find((block) => block.type === type)!.data, 'en') as BlockData<K>;

/** One block as RenderBlocks renders it, its data fetched (the server components are async). */
async function blockElement(bundled: PageBlock, page: BlockPage): Promise<ReactNode> {
  // As lib/content gives it: the facts' values written in.
  const block = { ...bundled, data: localize(bundled.data, 'en') } as PageBlock;
  const props = { id: block.id, page };
  switch (block.type) {
    case 'cards':
      return CardsBlock({ ...props, data: block.data });
    case 'platform_tiles':
      return PlatformTilesBlock({ ...props, data: block.data });
    case 'services_grid':
      return ServicesGridBlock({ ...props, data: block.data });
    case 'featured_projects':
      return FeaturedProjectsBlock({ ...props, data: block.data });
    case 'why_us':
      return WhyUsBlock({ ...props, data: block.data });
    case 'industries_grid':
      return IndustriesGridBlock({ ...props, data: block.data });
    case 'testimonial_carousel':
      return TestimonialCarouselBlock({ ...props, data: block.data });
    case 'expert_advice':
      return ExpertAdviceBlock({ ...props, data: block.data });
    case 'cta_band':
      return CtaBandBlock({ ...props, data: block.data });
    case 'contact_form':
      return ContactFormBlock({ data: block.data, page });
    default:
      throw new Error(`no home section block: ${block.type}`);
  }
}

async function renderBlocks(blocks: PageBlock[], page: BlockPage) {
  const elements = await Promise.all(blocks.map((block) => blockElement(block, page)));
  return render(
    <>
      {elements.map((element, index) => (
        <div key={blocks[index]!.id}>{element}</div>
      ))}
    </>,
  );
}

const markers = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-home-section]')].map((node) =>
    node.getAttribute('data-home-section'),
  );

const sections = homePageBlocks.filter((block) => block.type !== 'hero');

describe('the home page of blocks', () => {
  it("renders the original site's home order, each section marked on home", async () => {
    const { container } = await renderBlocks(sections, home);
    expect(markers(container)).toEqual([
      'capabilities',
      'platforms',
      'services',
      'portfolio',
      'why-us',
      'industries',
      'testimonials',
      'expert-advice',
      'ready-to-scale',
      'contact',
    ]);
  });

  it('an editor may reorder and hide blocks: the sections follow the blocks, none is tied to a place', async () => {
    const reordered = [...sections].reverse().filter((block) => block.type !== 'why_us');
    const { container } = await renderBlocks(reordered, home);
    expect(markers(container)).toEqual([
      'contact',
      'ready-to-scale',
      'expert-advice',
      'testimonials',
      'industries',
      'portfolio',
      'services',
      'platforms',
      'capabilities',
    ]);
    // Every heading still names its own section.
    for (const section of container.querySelectorAll('section[aria-labelledby]'))
      expect(container.querySelector(`[id="${section.getAttribute('aria-labelledby')}"]`)).not.toBe(
        null,
      );
  });

  it('the shared block types carry no home marker on other pages', async () => {
    const shared = sections.filter((block) =>
      ['cards', 'cta_band', 'contact_form'].includes(block.type),
    );
    const { container } = await renderBlocks(shared, about);
    expect(markers(container)).toEqual([]);
    // Still shown only from lg, and Ready to Scale only below it.
    expect(container.querySelector('.hidden.lg\\:block #contact')).not.toBe(null);
    expect(container.querySelector('section.lg\\:hidden')).toHaveTextContent('Ready to Scale?');
  });

  it('the hero block starts the typewriter after 200 ms, shows its trust signals and two more buttons', async () => {
    const element = (await HeroBlock({ data: dataOf('hero'), page: home })) as {
      type: unknown;
      props: Record<string, unknown>;
    };
    expect(element.type).toBe(Hero);
    expect(element.props).toMatchObject({
      typewriterDelayMs: TYPEWRITER.homeDelayMs,
      showTrustSignals: true,
      trustSignals: ['Free Consultation', 'Book Today', '500+ Projects'],
      secondaryActions: [
        { label: 'View Our Work', href: '/portfolios' },
        { label: 'Discover More', href: '/industries' },
      ],
    });
    // With no trust signals of its own the block leaves them to the hero record.
    const plain = (await HeroBlock({
      data: { ...dataOf('hero'), trustSignals: [], typewriter: 'default' },
      page: home,
    })) as { props: Record<string, unknown> };
    expect(plain.props.showTrustSignals).toBeUndefined();
    expect(plain.props.typewriterDelayMs).toBe(TYPEWRITER.defaultDelayMs);
  });

  it('collection sections take their items from lib/content and their words from the block', async () => {
    await renderBlocks(
      sections.filter((block) => ['services_grid', 'featured_projects'].includes(block.type)),
      home,
    );
    const services = screen.getByRole('region', { name: dataOf('services_grid').heading });
    const serviceLinks = within(services).getAllByRole('link');
    expect(serviceLinks.length).toBeGreaterThan(1);
    for (const link of serviceLinks) expect(link).toHaveTextContent('Learn more');
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/portfolios',
    );
  });

  it("featured projects: the block's limit caps the featured cards", async () => {
    const { container } = render(
      await FeaturedProjectsBlock({
        id: 'work',
        data: { ...dataOf('featured_projects'), limit: 1 },
        page: home,
      }),
    );
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });

  it('the testimonial carousel holds the five quotes and is left out without any', () => {
    const data = dataOf('testimonial_carousel');
    expect(data.testimonials).toHaveLength(5);
    const { container } = render(
      <TestimonialCarouselBlock id="quotes" data={{ ...data, testimonials: [] }} page={home} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('the advice banner shows the claims and the rating from its fields, booking by default', async () => {
    render(await ExpertAdviceBlock({ id: 'advice', data: dataOf('expert_advice'), page: home }));
    expect(screen.getByText('4.9/5 from 23 reviews')).toBeInTheDocument();
    expect(screen.getByText('on Clutch')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('every platform brand an editor can pick has a drawn mark', () => {
    for (const brand of PLATFORM_BRANDS) expect(isBrandMarkId(brand)).toBe(true);
  });
});

describe('the home block schemas', () => {
  it('an untouched hero block reads as no trust signals, no buttons and the usual typewriter', () => {
    expect(
      BLOCK_CATALOG.hero.schema.parse({ illustration: null, trustSignals: null, actions: null }),
    ).toEqual(expect.objectContaining({ typewriter: 'default', trustSignals: [], actions: [] }));
  });

  it('a collection block needs its words; the limit is optional, within 1 to 12', () => {
    expect(BLOCK_CATALOG.services_grid.schema.safeParse({ heading: 'Services' }).success).toBe(
      false,
    );
    const projects = { heading: 'Work', viewAllLabel: 'All', viewAllHref: '/portfolios' };
    expect(
      BLOCK_CATALOG.featured_projects.schema.parse({ ...projects, limit: null }).limit,
    ).toBeUndefined();
    expect(
      BLOCK_CATALOG.featured_projects.schema.safeParse({ ...projects, limit: 40 }).success,
    ).toBe(false);
  });

  it('platform tiles: at most six a column, a brand mark from the list', () => {
    const tile = { name: 'Zapier', brand: 'zapier', color: '#FF4F00', description: 'Flows' };
    const block = { heading: 'Platforms', firstHeading: 'A', secondHeading: 'B', second: [tile] };
    expect(
      BLOCK_CATALOG.platform_tiles.schema.safeParse({ ...block, first: Array(7).fill(tile) })
        .success,
    ).toBe(false);
    expect(
      BLOCK_CATALOG.platform_tiles.schema.safeParse({
        ...block,
        first: [{ ...tile, brand: 'myspace' }],
      }).success,
    ).toBe(false);
    expect(
      BLOCK_CATALOG.platform_tiles.schema.parse({ ...block, first: [{ ...tile, brand: null }] })
        .first[0]!.brand,
    ).toBe('none');
  });

  it('the advice banner reads its rating as a number and refuses one over 10', () => {
    const advice = { ...dataOf('expert_advice'), ctaLink: '' };
    expect(BLOCK_CATALOG.expert_advice.schema.parse({ ...advice, rating: '4.8' })).toMatchObject({
      rating: 4.8,
      ctaLink: undefined,
    });
    expect(BLOCK_CATALOG.expert_advice.schema.safeParse({ ...advice, rating: 11 }).success).toBe(
      false,
    );
  });
});
