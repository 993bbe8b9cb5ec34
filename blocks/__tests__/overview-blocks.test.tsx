import type { ComponentProps, ReactElement, ReactNode } from 'react';
import type { Hero } from '@/components/sections/hero';
import { render, screen, within } from '@testing-library/react';
import { BLOCK_CATALOG, type BlockData, type PageBlock } from '@/blocks/catalog';
import { blockReveals } from '../render-blocks';
import {
  industriesPageBlocks,
  portfoliosPageBlocks,
  servicesPageBlocks,
} from '@/content-fallback/page-blocks/overview-pages';
import { fallbackServices } from '@/content-fallback/services';
import { getIndustries, getProjects } from '@/lib/content';
import type { BlockPage } from '../block-page';
import { CtaBandBlock } from '../cta-band/cta-band-block';
import { HeroWithoutCountersBlock } from '../hero/hero-without-counters-block';
import { IndustriesGridBlock } from '../industries-grid/industries-grid-block';
import { ProjectListBlock } from '../related-projects/project-list-block';
import { ServicesGridBlock } from '../services-grid/services-grid-block';

jest.mock('@/components/ui/scroll-to-hash', () => ({
  ScrollToHash: ({ targetId, delayMs }: { targetId: string; delayMs: number }) => (
    <span data-testid="scroll-to-hash" data-target={targetId} data-delay={delayMs} />
  ),
}));

type HeroProps = ComponentProps<typeof Hero>;

const page = (slug: string): BlockPage => ({
  slug,
  heroDefaults: { title: slug, description: `${slug}.` },
});

function dataOf<K extends PageBlock['type']>(blocks: PageBlock[], type: K) {
  return blocks.find((block) => block.type === type)!.data as BlockData<K>;
}

async function show(element: Promise<ReactNode> | ReactNode) {
  return render(<>{await element}</>);
}

describe('the overview pages of blocks', () => {
  it("/services: the services grid's banner layout lists every service in #all-services with the block's words", async () => {
    const data = {
      ...dataOf(servicesPageBlocks, 'services_grid'),
      heading: 'All our services',
      description: 'Pick one.',
      linkLabel: 'Open',
    };
    const { container } = await show(
      ServicesGridBlock({ id: 'services-all', data, page: page('services') }),
    );
    const section = container.querySelector('section#all-services')!;
    expect(section.getAttribute('aria-labelledby')).toBe('all-services-title');
    expect(screen.getByRole('heading', { level: 2, name: 'All our services' })).toBeTruthy();
    expect(screen.getByText('Pick one.')).toBeTruthy();
    const cards = section.querySelectorAll('li[data-service]');
    expect(cards).toHaveLength(fallbackServices.length);
    expect(within(cards[0] as HTMLElement).getByRole('link').textContent).toContain('Open');
    // The banner cards do not fade in: no observer is needed for them.
    expect(section.querySelector('[data-reveal]')).toBeNull();
  });

  it("/industries: the industries grid's icon layout lists every industry in #all-industries with the block's link text", async () => {
    const data = { ...dataOf(industriesPageBlocks, 'industries_grid'), linkLabel: 'Go' };
    const { container } = await show(
      IndustriesGridBlock({ id: 'industries-all', data, page: page('industries') }),
    );
    const section = container.querySelector('section#all-industries')!;
    expect(section.querySelectorAll('li[data-industry]')).toHaveLength(
      (await getIndustries()).length,
    );
    expect(section.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(within(section as HTMLElement).getAllByRole('link')[0]!.textContent).toContain('Go');
    expect(section.querySelector('[data-reveal]')).toBeNull();
  });

  it('/portfolios: every project in #all, with the scroll to #all, and the industries teaser', async () => {
    const data = dataOf(portfoliosPageBlocks, 'related_projects');
    const { container } = await show(
      ProjectListBlock({ id: 'portfolios-all', data, page: page('portfolios') }),
    );
    const all = container.querySelector('section#all')!;
    expect(all.className).toContain('bg-white');
    expect(all.querySelectorAll('article')).toHaveLength((await getProjects()).length);
    expect(screen.getByRole('heading', { level: 2, name: data.heading })).toBeTruthy();
    expect(screen.getByTestId('scroll-to-hash').getAttribute('data-target')).toBe('all');
    // No view-all button on the list of all projects.
    expect(within(all as HTMLElement).queryByRole('link', { name: /all projects/i })).toBeNull();

    const teaser = dataOf(portfoliosPageBlocks, 'cta_band');
    const band = await show(
      CtaBandBlock({
        id: 'cta_band-9',
        data: { ...teaser, heading: 'Your sector', text: 'We know it.', primaryLabel: 'See' },
        page: page('portfolios'),
      }),
    );
    const section = band.container.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe('portfolio-industries-heading');
    expect(section.className).toContain('bg-surface');
    expect(screen.getByRole('heading', { level: 2, name: 'Your sector' })).toBeTruthy();
    expect(screen.getByText('We know it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See' }).getAttribute('href')).toBe('/industries');
  });

  it('the other project lists do not scroll to a hash', async () => {
    await show(
      ProjectListBlock({
        id: 'x',
        data: { ...dataOf(portfoliosPageBlocks, 'related_projects'), variant: 'featured' },
        page: page('services'),
      }),
    );
    expect(screen.queryByTestId('scroll-to-hash')).toBeNull();
  });

  it("the overview hero shows the record with the block's picture and buttons; counters are left out with a log line", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const data = dataOf(servicesPageBlocks, 'hero');
    // The hero section itself (components/sections/hero) is async: read what the block hands it.
    const element = (await HeroWithoutCountersBlock({
      data: { ...data, stats: [{ value: '50', label: 'Clients' }] },
      page: page('services'),
    })) as ReactElement<HeroProps>;
    expect(element.props.hero.heroImage).toContain('services-hero.webp');
    expect(element.props.secondaryActions).toEqual(data.actions);
    expect(data.actions.map((action) => action.href)).toEqual(['/portfolios']);
    expect(element.props.children).toBeFalsy();
    expect(warn).toHaveBeenCalledWith(
      "[content] page services: the hero's counters left out: this page does not offer them.",
    );
    warn.mockRestore();
  });

  it('no bundled block of the overview pages needs the reveal observer', () => {
    for (const blocks of [servicesPageBlocks, industriesPageBlocks, portfoliosPageBlocks])
      expect(blocks.filter(blockReveals)).toEqual([]);
  });
});

describe('the overview block schemas', () => {
  it('the grids read an untouched layout as the home layout; the industries link text is optional', () => {
    expect(
      BLOCK_CATALOG.services_grid.schema.parse({ heading: 'S', linkLabel: 'More', layout: null })
        .layout,
    ).toBe('compact');
    const industries = BLOCK_CATALOG.industries_grid.schema.parse({ heading: 'I', linkLabel: '' });
    expect(industries.layout).toBe('compact');
    expect(industries.linkLabel).toBeUndefined();
    expect(
      BLOCK_CATALOG.services_grid.schema.safeParse({ heading: 'S', linkLabel: 'M', layout: 'x' })
        .success,
    ).toBe(false);
    expect(
      BLOCK_CATALOG.industries_grid.schema.safeParse({ heading: 'I', linkLabel: 'x'.repeat(31) })
        .success,
    ).toBe(false);
  });

  it("project cards take the 'all' layout and need no view-all button; the band takes the teaser layout", () => {
    expect(
      BLOCK_CATALOG.related_projects.schema.parse({
        variant: 'all',
        heading: 'All',
        linkLabel: 'View',
        viewAllLabel: null,
      }),
    ).toEqual({ variant: 'all', heading: 'All', linkLabel: 'View' });
    expect(
      BLOCK_CATALOG.cta_band.schema.parse({
        variant: 'teaser',
        heading: 'H',
        text: 'T',
        primaryLabel: 'Go',
        link: '/industries',
      }).variant,
    ).toBe('teaser');
  });
});
