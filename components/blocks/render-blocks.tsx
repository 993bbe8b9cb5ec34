import type { ReactNode } from 'react';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { AnimateOnView } from '@/components/careers/animate-on-view';
import type { BlockDefinition } from '@/lib/blocks/define';
import {
  BLOCK_CATALOG,
  type BlockData,
  type BlockType,
  type PageBlock,
} from '@/lib/blocks/catalog';
import type { BlockPage } from './block-page';
import { CardsBlock } from './cards-block';
import { ContactFormBlock } from './contact-form-block';
import { CtaBandBlock } from './cta-band-block';
import { HeroBlock } from './hero-block';
import { TimelineBlock } from './timeline-block';
import { WorldMapBlock } from './world-map-block';
import { OverviewBlock } from './overview-block';
import { ChallengesSolutionsBlock } from './challenges-solutions-block';
import { ServiceCategoriesBlock } from './service-categories-block';
import { TechStackBlock } from './tech-stack-block';
import { SuccessStoriesBlock } from './success-stories-block';
import { ProjectOverviewBlock } from './project-overview-block';
import { ChallengeSolutionBlock } from './challenge-solution-block';
import { FeatureCardsBlock } from './feature-cards-block';
import { ResultsBlock } from './results-block';
import { GalleryBlock } from './gallery-block';
import { RelatedProjectsBlock } from './related-projects-block';
import { ProcessStepsBlock } from './process-steps-block';
import { ChipListBlock } from './chip-list-block';
import { OpenPositionsBlock } from './open-positions-block';
import { LegalTextBlock } from './legal-text-block';
import { OfficesBlock } from './offices-block';
import { StatsBandBlock } from './stats-band-block';
import { ServiceShowcaseBlock } from './service-showcase-block';
import { AutomationPlatformsBlock } from './automation-platforms-block';
import { SocialPlatformsBlock } from './social-platforms-block';
import { TechListBlock } from './tech-list-block';
import { ReviewsBlock } from './reviews-block';
import { PlatformTilesBlock } from './platform-tiles-block';
import { ServicesGridBlock } from './services-grid-block';
import { FeaturedProjectsBlock } from './featured-projects-block';
import { WhyUsBlock } from './why-us-block';
import { IndustriesGridBlock } from './industries-grid-block';
import { TestimonialCarouselBlock } from './testimonial-carousel-block';
import { ExpertAdviceBlock } from './expert-advice-block';

interface BlockProps<K extends BlockType> {
  id: string;
  data: BlockData<K>;
  page: BlockPage;
}

/** The block map: every block type and the server component that renders it. */
const BLOCK_COMPONENTS: {
  [K in BlockType]: (props: BlockProps<K>) => ReactNode | Promise<ReactNode>;
} = {
  hero: HeroBlock,
  cards: CardsBlock,
  world_map: WorldMapBlock,
  timeline: TimelineBlock,
  cta_band: CtaBandBlock,
  contact_form: ContactFormBlock,
  overview: OverviewBlock,
  challenges_solutions: ChallengesSolutionsBlock,
  service_categories: ServiceCategoriesBlock,
  tech_stack: TechStackBlock,
  success_stories: SuccessStoriesBlock,
  project_overview: ProjectOverviewBlock,
  challenge_solution: ChallengeSolutionBlock,
  feature_cards: FeatureCardsBlock,
  results: ResultsBlock,
  gallery: GalleryBlock,
  related_projects: RelatedProjectsBlock,
  process_steps: ProcessStepsBlock,
  chip_list: ChipListBlock,
  open_positions: OpenPositionsBlock,
  legal_text: LegalTextBlock,
  offices: OfficesBlock,
  stats_band: StatsBandBlock,
  service_showcase: ServiceShowcaseBlock,
  automation_platforms: AutomationPlatformsBlock,
  social_platforms: SocialPlatformsBlock,
  tech_list: TechListBlock,
  reviews: ReviewsBlock,
  platform_tiles: PlatformTilesBlock,
  services_grid: ServicesGridBlock,
  featured_projects: FeaturedProjectsBlock,
  why_us: WhyUsBlock,
  industries_grid: IndustriesGridBlock,
  testimonial_carousel: TestimonialCarouselBlock,
  expert_advice: ExpertAdviceBlock,
};

function renderBlock<K extends BlockType>(block: Extract<PageBlock, { type: K }>, page: BlockPage) {
  const Component = BLOCK_COMPONENTS[block.type] as (props: BlockProps<K>) => ReactNode;
  return <Component key={block.id} id={block.id} data={block.data as BlockData<K>} page={page} />;
}

/** Whether a block fades its items in, so the page needs the reveal observer. */
export const blockReveals = (block: PageBlock): boolean => appliesTo(block, 'reveals');

/** A page's blocks in order, from the CMS or content-fallback alike. */
export function RenderBlocks({ blocks, page }: { blocks: PageBlock[]; page: BlockPage }) {
  const reveals = blocks.some((block) => appliesTo(block, 'reveals'));
  const animates = blocks.some((block) => appliesTo(block, 'animatesOnView'));
  return (
    <>
      {blocks.map((block) => renderBlock(block, page))}
      {reveals && <RevealObserver />}
      {animates && <AnimateOnView />}
    </>
  );
}

/** Whether a block needs the page's reveal or entrance observer (some only in some layouts). */
function appliesTo(block: PageBlock, motion: 'reveals' | 'animatesOnView'): boolean {
  const rule = (BLOCK_CATALOG[block.type] as BlockDefinition)[motion];
  return typeof rule === 'function'
    ? (rule as (data: unknown) => boolean)(block.data)
    : rule === true;
}
