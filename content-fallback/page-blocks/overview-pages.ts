/** /services, /industries and /portfolios as blocks: the same records as on those pages in Directus. */
import type { BlockData, PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingBlocks } from './closing';
import {
  industriesOverviewCopy,
  portfoliosCopy,
  servicesOverviewCopy,
} from '@/content-fallback/pages/route-copy';
import { heroSecondaryActions, trustSignals } from '@/content-fallback/pages/shared-sections';
import { serviceListCopy } from '@/content-fallback/pages/detail-copy';

/** The hero record's heading, text and button with a drawn picture and no counters. */
const heroData = (
  illustration: BlockData<'hero'>['illustration'],
  actions: BlockData<'hero'>['actions'] = [],
  signals: readonly string[] = [],
) => heroBlockData(illustration, { actions, trustSignals: [...signals] });

export const servicesPageBlocks: PageBlock[] = [
  {
    id: 'services-hero',
    type: 'hero',
    // The services hero shows the trust signals; as block data an editor changes them here.
    data: heroData('services', [heroSecondaryActions.viewOurWork], trustSignals),
  },
  {
    id: 'services-all',
    type: 'services_grid',
    data: {
      layout: 'banner',
      heading: serviceListCopy.heading,
      description: servicesOverviewCopy.list.description,
      linkLabel: servicesOverviewCopy.cardLinkLabel,
    },
  },
  ...closingBlocks('services'),
];

export const industriesPageBlocks: PageBlock[] = [
  { id: 'industries-hero', type: 'hero', data: heroData('industries') },
  {
    id: 'industries-all',
    type: 'industries_grid',
    data: {
      layout: 'icon',
      heading: industriesOverviewCopy.list.heading,
      description: industriesOverviewCopy.list.description,
      linkLabel: industriesOverviewCopy.cardLinkLabel,
    },
  },
  ...closingBlocks('industries'),
];

export const portfoliosPageBlocks: PageBlock[] = [
  { id: 'portfolios-hero', type: 'hero', data: heroData('portfolios') },
  {
    id: 'portfolios-all',
    type: 'related_projects',
    data: {
      // #all is linked from elsewhere ('View All Projects' and the footer).
      anchor: 'all',
      variant: 'all',
      heading: portfoliosCopy.all.heading,
      description: portfoliosCopy.all.description,
      linkLabel: portfoliosCopy.cardLinkLabel,
    },
  },
  {
    id: 'portfolios-industries',
    type: 'cta_band',
    data: {
      variant: 'teaser',
      anchor: 'portfolio-industries',
      heading: portfoliosCopy.industries.heading,
      text: portfoliosCopy.industries.description,
      primaryLabel: portfoliosCopy.industries.linkLabel,
      link: '/industries',
    },
  },
  ...closingBlocks('portfolios'),
];
