/**
 * THE block map: every block type and the server component that renders it (TypeScript fails
 * when a type of the catalog has none). Home and the landing pages render any block with it; the
 * other routes use a map of the types they offer (./company-page-blocks …), because a route ships
 * the client code of every component its map imports, rendered or not.
 */
import { HeroBlock } from '../hero/hero-block';
import { CardsBlock } from '../cards/cards-block';
import { RelatedProjectsBlock } from '../related-projects/related-projects-block';
import { ServiceShowcaseBlock } from '../service-showcase/service-showcase-block';
import { AutomationPlatformsBlock } from '../automation-platforms/automation-platforms-block';
import { PlatformTilesBlock } from '../platform-tiles/platform-tiles-block';
import { FeaturedProjectsBlock } from '../featured-projects/featured-projects-block';
import { WhyUsBlock } from '../why-us/why-us-block';
import { TestimonialCarouselBlock } from '../testimonial-carousel/testimonial-carousel-block';
import { BeforeAfterBlock } from '../before-after/before-after-block';
import { TabExplorerBlock } from '../tab-explorer/tab-explorer-block';
import type { AllBlockComponents, BlockMap } from '../render-blocks';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { AnimateOnView } from '@/components/careers/animate-on-view';
import { CORE_BLOCKS } from './core-blocks';

export const ALL_BLOCK_COMPONENTS: AllBlockComponents = {
  ...CORE_BLOCKS,
  before_after: BeforeAfterBlock,
  tab_explorer: TabExplorerBlock,
  hero: HeroBlock,
  cards: CardsBlock,
  related_projects: RelatedProjectsBlock,
  service_showcase: ServiceShowcaseBlock,
  automation_platforms: AutomationPlatformsBlock,
  platform_tiles: PlatformTilesBlock,
  featured_projects: FeaturedProjectsBlock,
  why_us: WhyUsBlock,
  testimonial_carousel: TestimonialCarouselBlock,
};

export const ALL_BLOCKS: BlockMap<AllBlockComponents> = {
  components: ALL_BLOCK_COMPONENTS,
  RevealObserver,
  EntranceObserver: AnimateOnView,
};
