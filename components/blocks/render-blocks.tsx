import type { ReactNode } from 'react';
import { LazyRevealObserver as RevealObserver } from './lazy-islands';
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
import { PlatformGridBlock } from './platform-grid-block';
import { BeforeAfterBlock } from './before-after-block';
import { ClientQuotesBlock } from './client-quotes-block';
import { TabExplorerBlock } from './tab-explorer-block';
import { StepCardsBlock } from './step-cards-block';
import { RoiFiguresBlock } from './roi-figures-block';
import { TrustStripBlock } from './trust-strip-block';
import { StickyCtaBlock } from './sticky-cta-block';

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
  platform_grid: PlatformGridBlock,
  before_after: BeforeAfterBlock,
  client_quotes: ClientQuotesBlock,
  tab_explorer: TabExplorerBlock,
  step_cards: StepCardsBlock,
  roi_figures: RoiFiguresBlock,
  trust_strip: TrustStripBlock,
  sticky_cta: StickyCtaBlock,
};

function renderBlock<K extends BlockType>(block: Extract<PageBlock, { type: K }>, page: BlockPage) {
  const Component = BLOCK_COMPONENTS[block.type] as (props: BlockProps<K>) => ReactNode;
  return <Component key={block.id} id={block.id} data={block.data as BlockData<K>} page={page} />;
}

/** A page's blocks in order, from the CMS or content-fallback alike. */
export function RenderBlocks({ blocks, page }: { blocks: PageBlock[]; page: BlockPage }) {
  const reveals = blocks.some((block) => 'reveals' in BLOCK_CATALOG[block.type]);
  return (
    <>
      {blocks.map((block) => renderBlock(block, page))}
      {reveals && <RevealObserver />}
    </>
  );
}
