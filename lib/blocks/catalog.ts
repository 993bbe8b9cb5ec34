/**
 * Every block type a page can hold. A page is an ordered list of these; components/blocks maps
 * each type to the server component that renders it. Add a type only where no existing one can
 * render the section: a variant of an existing type is usually enough.
 */
import type { DataOf } from './fields';
import { heroBlock } from './definitions/hero';
import { cardsBlock } from './definitions/cards';
import { worldMapBlock } from './definitions/world-map';
import { timelineBlock } from './definitions/timeline';
import { ctaBandBlock } from './definitions/cta-band';
import { contactFormBlock } from './definitions/contact-form';
import { overviewBlock } from './definitions/overview';
import { challengesSolutionsBlock } from './definitions/challenges-solutions';
import { serviceCategoriesBlock } from './definitions/service-categories';
import { techStackBlock } from './definitions/tech-stack';
import { successStoriesBlock } from './definitions/success-stories';
import { projectOverviewBlock } from './definitions/project-overview';
import { challengeSolutionBlock } from './definitions/challenge-solution';
import { featureCardsBlock } from './definitions/feature-cards';
import { resultsBlock } from './definitions/results';
import { galleryBlock } from './definitions/gallery';
import { relatedProjectsBlock } from './definitions/related-projects';
import { processStepsBlock } from './definitions/process-steps';
import { chipListBlock } from './definitions/chip-list';
import { openPositionsBlock } from './definitions/open-positions';
import { legalTextBlock } from './definitions/legal-text';
import { officesBlock } from './definitions/offices';
import { statsBandBlock } from './definitions/stats-band';
import { serviceShowcaseBlock } from './definitions/service-showcase';
import { automationPlatformsBlock } from './definitions/automation-platforms';
import { socialPlatformsBlock } from './definitions/social-platforms';
import { techListBlock } from './definitions/tech-list';
import { reviewsBlock } from './definitions/reviews';
import { platformTilesBlock } from './definitions/platform-tiles';
import { servicesGridBlock } from './definitions/services-grid';
import { featuredProjectsBlock } from './definitions/featured-projects';
import { whyUsBlock } from './definitions/why-us';
import { industriesGridBlock } from './definitions/industries-grid';
import { testimonialCarouselBlock } from './definitions/testimonial-carousel';
import { expertAdviceBlock } from './definitions/expert-advice';
import { platformGridBlock } from './definitions/platform-grid';
import { beforeAfterBlock } from './definitions/before-after';
import { clientQuotesBlock } from './definitions/client-quotes';
import { tabExplorerBlock } from './definitions/tab-explorer';
import { stepCardsBlock } from './definitions/step-cards';
import { roiFiguresBlock } from './definitions/roi-figures';
import { trustStripBlock } from './definitions/trust-strip';
import { stickyCtaBlock } from './definitions/sticky-cta';

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
