import { render, screen, within } from '@testing-library/react';
import { BLOCK_CATALOG, type BlockData, type BlockType } from '@/blocks/catalog';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { serviceDetails } from '@/content-fallback/service-details';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { AutomationPlatformsBlock } from '../automation-platforms/automation-platforms-block';
import { CardsBlock } from '../cards/cards-block';
import { RelatedProjectsBlock } from '../related-projects/related-projects-block';
import { blockReveals } from '../render-blocks';
import { ReviewsBlock } from '../reviews/reviews-block';
import { ServiceShowcaseBlock } from '../service-showcase/service-showcase-block';
import { SocialPlatformsBlock } from '../social-platforms/social-platforms-block';
import { StatsBandBlock } from '../stats-band/stats-band-block';
import { TechListBlock } from '../tech-list/tech-list-block';

const page = { slug: 'automation', heroDefaults: { title: 'x', description: 'y' } };
const blocksOf = (slug: string) =>
  serviceDetailBlocks(serviceDetails.find((detail) => detail.slug === slug)!);
const dataOf = <K extends BlockType>(slug: string, type: K, nth = 0) =>
  blocksOf(slug).filter((block) => block.type === type)[nth]!.data as BlockData<K>;

describe('the blocks of a service page', () => {
  it('figures band: the figures named for screen readers, <strong> kept and other markup dropped', () => {
    const data = BLOCK_CATALOG.stats_band.schema.parse({
      label: 'Results in numbers',
      stats: [{ value: '98%', description: 'Client <strong>satisfaction</strong><img src=x>' }],
    });
    const { container } = render(<StatsBandBlock data={data} />);
    const band = screen.getByRole('region', { name: 'Results in numbers' });
    expect(within(band).getByText('98%').tagName).toBe('DD');
    expect(container.querySelector('dt strong')).toHaveTextContent('satisfaction');
    expect(container.querySelector('img')).toBeNull();
  });

  it('cards: content cards, core features, benefits and process steps under a highlighted heading', () => {
    const { container, rerender } = render(
      <CardsBlock id="cards-1" data={dataOf('ai-development', 'cards', 0)} />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'service-content-title',
    );
    expect(container.querySelector('section')).toHaveAttribute('id', 'service-content');
    expect(container.querySelector('h2 span.text-primary')).toHaveTextContent('Earns Its Place');
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      '01',
      '02',
      '03',
    ]);

    rerender(<CardsBlock id="cards-2" data={dataOf('ai-development', 'cards', 1)} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'core-features-title');
    expect(
      within(screen.getByRole('list', { name: 'Core AI Capabilities' })).getAllByRole('listitem'),
    ).toHaveLength(5);

    rerender(<CardsBlock id="cards-3" data={dataOf('business-automation', 'cards', 1)} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'icon-benefits-title');
    expect(container.querySelectorAll('li svg').length).toBeGreaterThan(0);

    rerender(<CardsBlock id="cards-4" data={dataOf('business-automation', 'cards', 2)} />);
    const steps = within(container.querySelector('ol')!).getAllByRole('heading', { level: 3 });
    expect(steps[0]).toHaveTextContent('Step 1');
    expect(steps[0]).toHaveTextContent('Discovery Call');
  });

  it('showcase: its ids follow the anchor, else the block id', () => {
    const data = dataOf('product-development', 'service_showcase');
    const { container, rerender } = render(<ServiceShowcaseBlock id="showcase-9" data={data} />);
    expect(container.querySelector('[data-showcase="product-development"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'showcase-product-development-title',
    );
    rerender(<ServiceShowcaseBlock id="showcase-9" data={{ ...data, anchor: undefined }} />);
    expect(container.querySelector('[data-showcase="showcase-9"]')).not.toBeNull();
  });

  it('automation platforms: rows grouped under their category, one with no category is left out', () => {
    const data = dataOf('automation', 'automation_platforms');
    render(
      <AutomationPlatformsBlock
        id="platforms"
        data={{
          ...data,
          platforms: [
            ...data.platforms,
            { ...data.platforms[0]!, category: 'Elsewhere', name: 'Orphan' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Workflow Automation Tools',
      'Microsoft Power Platform',
      'Microsoft AI Copilots',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Workflow Automation Tools' })).getAllByRole(
        'heading',
        { level: 4 },
      ),
    ).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Zapier Features' })).toBeInTheDocument();
    expect(screen.queryByText('Orphan')).toBeNull();
  });

  it('social platforms: each network with its brand mark and its features named by the block', () => {
    const { container } = render(
      <SocialPlatformsBlock
        id="social"
        data={dataOf('automated-social-media', 'social_platforms')}
      />,
    );
    expect(container.querySelectorAll('article[data-platform]')).toHaveLength(6);
    expect(container.querySelector('[data-platform="x"] svg')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'LinkedIn: What we automate' })).toBeInTheDocument();
  });

  it('technology list: a booking link in the button opens the booking page in a new tab', async () => {
    render(await TechListBlock({ id: 'tech', data: dataOf('automation', 'tech_list') }));
    const button = screen.getByRole('link', { name: /Schedule A Call/ });
    expect(button).toHaveAttribute('target', '_blank');
    render(
      await TechListBlock({
        id: 'tech-2',
        data: { ...dataOf('ui-ux-design', 'tech_list'), anchor: 'design-tech' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Start Designing' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('reviews: the summary line fills in the count and platform', async () => {
    const { container } = render(
      await ReviewsBlock({ id: 'reviews', data: dataOf('automation', 'reviews') }),
    );
    expect(container.querySelector('section > div > p')).toHaveTextContent(
      /^4\.9\/5 from 23 reviews on \w+/,
    );
  });

  it('featured work: at most the limit of featured projects, on grey', async () => {
    const data = dataOf('automated-social-media', 'related_projects');
    expect(data).toMatchObject({ variant: 'featured', limit: 3 });
    const { container } = render(await RelatedProjectsBlock({ id: 'work', data, page }));
    expect(container.querySelector('section')).toHaveClass('bg-surface');
    expect(
      within(screen.getByRole('list', { name: 'Recent Work' })).getAllByRole('article'),
    ).toHaveLength(3);
  });

  it('no service page loads the reveal observer (they never faded in); /about still does', () => {
    for (const detail of serviceDetails)
      expect(serviceDetailBlocks(detail).filter(blockReveals)).toEqual([]);
    expect(fallbackPageBlocks.about!.some(blockReveals)).toBe(true);
  });
});

describe('service blocks as Directus sends them', () => {
  it('empty optional fields are left out and layouts fall back to their defaults', () => {
    expect(
      BLOCK_CATALOG.tech_list.schema.parse({
        id: 4,
        anchor: '',
        heading: 'Tools',
        highlight: null,
        description: null,
        items: [{ title: 'n8n', description: 'Self-hosted.' }],
        buttonLabel: '',
        link: null,
      }),
    ).toEqual({
      anchor: undefined,
      heading: 'Tools',
      highlight: undefined,
      description: undefined,
      items: [{ title: 'n8n', description: 'Self-hosted.' }],
      buttonLabel: undefined,
      link: undefined,
    });
    // A related-projects block saved before the layouts existed stays 'related'.
    expect(
      BLOCK_CATALOG.related_projects.schema.parse({
        heading: 'Related',
        linkLabel: 'View',
        viewAllLabel: 'All',
        variant: null,
        limit: null,
      }),
    ).toMatchObject({ variant: 'related', limit: undefined });
  });

  it('limits: a technology name over the card limit, a fifth figure, an unknown network fail', () => {
    const tech = dataOf('automation', 'tech_list');
    const overLimit = BLOCK_CATALOG.tech_list.schema.safeParse({
      ...tech,
      items: [{ title: 'x'.repeat(31), description: 'y' }],
    });
    expect(overLimit.error?.issues[0]?.path).toEqual(['items', 0, 'title']);
    const stats = dataOf('automation', 'stats_band');
    expect(
      BLOCK_CATALOG.stats_band.schema.safeParse({
        ...stats,
        stats: [...stats.stats, { value: '1', description: 'one more' }],
      }).success,
    ).toBe(false);
    const social = dataOf('automated-social-media', 'social_platforms');
    expect(
      BLOCK_CATALOG.social_platforms.schema.safeParse({
        ...social,
        platforms: [{ ...social.platforms[0]!, network: 'myspace' }],
      }).success,
    ).toBe(false);
  });
});
