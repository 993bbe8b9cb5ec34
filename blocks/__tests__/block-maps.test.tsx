/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { BLOCK_TYPES, type PageBlock } from '@/blocks/catalog';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { industryDetailBlocks } from '@/lib/content/bundled-blocks/industries';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { serviceDetailBlocks } from '@/lib/content/bundled-blocks/services';
import { fallbackIndustryDetails } from '@/content-fallback/industry-details';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { fallbackServices } from '@/content-fallback/services';
import { toServiceDetail } from '@/lib/content/detail-pages';
import { ALL_BLOCKS } from '../maps/all-blocks';
import { COMPANY_PAGE_BLOCKS } from '../maps/company-page-blocks';
import { DETAIL_PAGE_BLOCKS } from '../maps/detail-page-blocks';
import { OVERVIEW_PAGE_BLOCKS } from '../maps/overview-page-blocks';
import { PORTFOLIO_OVERVIEW_BLOCKS } from '../maps/portfolio-overview-blocks';
import { ProjectListBlock } from '../related-projects/project-list-block';
import { HeroWithoutCountersBlock } from '../hero/hero-without-counters-block';
import { SERVICE_PAGE_BLOCKS } from '../maps/service-page-blocks';
import { blockReveals, RenderBlocks, type BlockMap } from '../render-blocks';

/**
 * Each route renders its blocks through a map of the block types it offers, so it ships only
 * their client code. Every bundled block of a route must be in its map (else the fallback page
 * would lose a section), and a map renders a type with the same component as the full map.
 */
const ROUTE_MAPS: Array<[route: string, map: BlockMap, blocks: PageBlock[]]> = [
  ...(['about', 'process', 'careers', 'privacy-policy', 'contact'] as const).map(
    (slug): [string, BlockMap, PageBlock[]] => [
      `/${slug}`,
      COMPANY_PAGE_BLOCKS,
      fallbackPageBlocks[slug]!,
    ],
  ),
  ['/', ALL_BLOCKS, fallbackPageBlocks.home!],
  ['/lp/automation-solutions', ALL_BLOCKS, fallbackPageBlocks['lp-automation-solutions']!],
  ['/lp/ai-development-services', ALL_BLOCKS, fallbackPageBlocks['lp-ai-development-services']!],
  ...fallbackIndustryDetails.map((detail): [string, BlockMap, PageBlock[]] => [
    `/industries/${detail.slug}`,
    DETAIL_PAGE_BLOCKS,
    industryDetailBlocks(detail),
  ]),
  ...fallbackProjectDetails.map((detail): [string, BlockMap, PageBlock[]] => [
    `/portfolios/${detail.slug}`,
    DETAIL_PAGE_BLOCKS,
    projectDetailBlocks(detail),
  ]),
  ...fallbackServices.map((service): [string, BlockMap, PageBlock[]] => [
    `/services/${service.slug}`,
    SERVICE_PAGE_BLOCKS,
    serviceDetailBlocks(toServiceDetail(service)),
  ]),
  ['/services', OVERVIEW_PAGE_BLOCKS, fallbackPageBlocks.services!],
  ['/industries', OVERVIEW_PAGE_BLOCKS, fallbackPageBlocks.industries!],
  ['/portfolios', PORTFOLIO_OVERVIEW_BLOCKS, fallbackPageBlocks.portfolios!],
];

describe('the block maps of the routes', () => {
  it('the full map has a component for every block type of the catalog', () => {
    expect(Object.keys(ALL_BLOCKS.components).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(ROUTE_MAPS)('%s offers every block type of its bundled page', (_route, map, blocks) => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(
      blocks.filter((block) => !(block.type in map.components)).map((block) => block.type),
    ).toEqual([]);
  });

  it('a route map renders each of its types with the full map component', () => {
    for (const map of [COMPANY_PAGE_BLOCKS, DETAIL_PAGE_BLOCKS, SERVICE_PAGE_BLOCKS])
      for (const [type, component] of Object.entries(map.components))
        expect(component).toBe(ALL_BLOCKS.components[type as keyof typeof ALL_BLOCKS.components]);
    // The overview pages' project cards add the scroll to their anchor around the same component;
    // their hero is the same view without the counters' client code.
    const {
      related_projects: projectList,
      hero,
      ...overview
    } = PORTFOLIO_OVERVIEW_BLOCKS.components;
    expect(projectList).toBe(ProjectListBlock);
    expect(hero).toBe(HeroWithoutCountersBlock);
    expect(OVERVIEW_PAGE_BLOCKS.components).toEqual({ ...overview, hero });
    for (const [type, component] of Object.entries(overview))
      expect(component).toBe(ALL_BLOCKS.components[type as keyof typeof ALL_BLOCKS.components]);
  });

  it('the overview pages ship no observer: none of their bundled blocks fades in', () => {
    for (const map of [OVERVIEW_PAGE_BLOCKS, PORTFOLIO_OVERVIEW_BLOCKS]) {
      expect(map.RevealObserver).toBeUndefined();
      expect(map.EntranceObserver).toBeUndefined();
    }
    for (const slug of ['services', 'industries', 'portfolios'])
      expect(fallbackPageBlocks[slug]!.filter(blockReveals)).toEqual([]);
  });

  it('service pages ship no observer: none of their bundled blocks fades in or plays an entrance', () => {
    expect(SERVICE_PAGE_BLOCKS.RevealObserver).toBeUndefined();
    for (const service of fallbackServices)
      expect(serviceDetailBlocks(toServiceDetail(service)).filter(blockReveals)).toEqual([]);
  });

  it('a block type the route does not offer is left out with a log line naming page, block and type', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToStaticMarkup(
      <RenderBlocks
        map={{ components: {} }}
        page={{ slug: 'about', heroDefaults: { title: 'About', description: '' } }}
        blocks={[
          {
            id: '7',
            type: 'why_us',
            data: { heading: 'Why', items: [], counters: [] } as never,
          },
        ]}
      />,
    );
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledWith(
      '[content] page about: block 7 (why_us) left out: this page does not offer that block type.',
    );
    warn.mockRestore();
  });
});
