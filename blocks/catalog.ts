/**
 * Every block type a page can hold. A page is an ordered list of these; components/blocks maps
 * each type to the server component that renders it. Add a type only where no existing one can
 * render the section: a variant of an existing type is usually enough.
 */
import type { DataOf } from '@/lib/blocks/fields';
import { heroBlock } from './hero/definition';
import { cardsBlock } from './cards/definition';
import { worldMapBlock } from './world-map/definition';
import { timelineBlock } from './timeline/definition';
import { ctaBandBlock } from './cta-band/definition';
import { contactFormBlock } from './contact-form/definition';
import { overviewBlock } from './overview/definition';
import { challengesSolutionsBlock } from './challenges-solutions/definition';
import { serviceCategoriesBlock } from './service-categories/definition';
import { techStackBlock } from './tech-stack/definition';
import { successStoriesBlock } from './success-stories/definition';
import { projectOverviewBlock } from './project-overview/definition';
import { challengeSolutionBlock } from './challenge-solution/definition';
import { featureCardsBlock } from './feature-cards/definition';
import { resultsBlock } from './results/definition';
import { galleryBlock } from './gallery/definition';
import { relatedProjectsBlock } from './related-projects/definition';
import { processStepsBlock } from './process-steps/definition';
import { chipListBlock } from './chip-list/definition';
import { openPositionsBlock } from './open-positions/definition';
import { legalTextBlock } from './legal-text/definition';
import { officesBlock } from './offices/definition';
import { statsBandBlock } from './stats-band/definition';
import { serviceShowcaseBlock } from './service-showcase/definition';
import { automationPlatformsBlock } from './automation-platforms/definition';
import { socialPlatformsBlock } from './social-platforms/definition';
import { techListBlock } from './tech-list/definition';
import { reviewsBlock } from './reviews/definition';
import { platformTilesBlock } from './platform-tiles/definition';
import { servicesGridBlock } from './services-grid/definition';
import { featuredProjectsBlock } from './featured-projects/definition';
import { whyUsBlock } from './why-us/definition';
import { industriesGridBlock } from './industries-grid/definition';
import { testimonialCarouselBlock } from './testimonial-carousel/definition';
import { expertAdviceBlock } from './expert-advice/definition';
import { platformGridBlock } from './platform-grid/definition';
import { beforeAfterBlock } from './before-after/definition';
import { clientQuotesBlock } from './client-quotes/definition';
import { tabExplorerBlock } from './tab-explorer/definition';
import { stepCardsBlock } from './step-cards/definition';
import { roiFiguresBlock } from './roi-figures/definition';
import { trustStripBlock } from './trust-strip/definition';
import { stickyCtaBlock } from './sticky-cta/definition';

export const BLOCK_CATALOG = {
  hero: heroBlock,
  cards: cardsBlock,
  world_map: worldMapBlock,
  timeline: timelineBlock,
  cta_band: ctaBandBlock,
  contact_form: contactFormBlock,
  overview: overviewBlock,
  challenges_solutions: challengesSolutionsBlock,
  service_categories: serviceCategoriesBlock,
  tech_stack: techStackBlock,
  success_stories: successStoriesBlock,
  project_overview: projectOverviewBlock,
  challenge_solution: challengeSolutionBlock,
  feature_cards: featureCardsBlock,
  results: resultsBlock,
  gallery: galleryBlock,
  related_projects: relatedProjectsBlock,
  process_steps: processStepsBlock,
  chip_list: chipListBlock,
  open_positions: openPositionsBlock,
  legal_text: legalTextBlock,
  offices: officesBlock,
  stats_band: statsBandBlock,
  service_showcase: serviceShowcaseBlock,
  automation_platforms: automationPlatformsBlock,
  social_platforms: socialPlatformsBlock,
  tech_list: techListBlock,
  reviews: reviewsBlock,
  platform_tiles: platformTilesBlock,
  services_grid: servicesGridBlock,
  featured_projects: featuredProjectsBlock,
  why_us: whyUsBlock,
  industries_grid: industriesGridBlock,
  testimonial_carousel: testimonialCarouselBlock,
  expert_advice: expertAdviceBlock,
  platform_grid: platformGridBlock,
  before_after: beforeAfterBlock,
  client_quotes: clientQuotesBlock,
  tab_explorer: tabExplorerBlock,
  step_cards: stepCardsBlock,
  roi_figures: roiFiguresBlock,
  trust_strip: trustStripBlock,
  sticky_cta: stickyCtaBlock,
};

export type BlockCatalog = typeof BLOCK_CATALOG;
export type BlockType = keyof BlockCatalog;
export const BLOCK_TYPES = Object.keys(BLOCK_CATALOG) as BlockType[];

/** The data of one block type, as its component receives it. */
export type BlockData<K extends BlockType> = DataOf<BlockCatalog[K]['fields']>;

/**
 * One block of a page: its type and its validated data; in draft mode, a block read from Directus
 * also names its record (`source`), which the Visual Editor opens.
 */
export type PageBlock = {
  [K in BlockType]: {
    id: string;
    type: K;
    data: BlockData<K>;
    source?: { collection: string; item: string | number };
  };
}[BlockType];

export type BlockOf<K extends BlockType> = Extract<PageBlock, { type: K }>;

export const isBlockType = (value: string): value is BlockType => value in BLOCK_CATALOG;
