/**
 * The block types whose components load no client code of their own (or only what every page
 * already loads: dialog buttons, the contact form, the phone bar). Every route's block map includes them.
 */
import { ChallengeSolutionBlock } from '../challenge-solution/challenge-solution-block';
import { ChallengesSolutionsBlock } from '../challenges-solutions/challenges-solutions-block';
import { ChipListBlock } from '../chip-list/chip-list-block';
import { CtaBandBlock } from '../cta-band/cta-band-block';
import { ContactFormBlock } from '../contact-form/contact-form-block';
import { ExpertAdviceBlock } from '../expert-advice/expert-advice-block';
import { FeatureCardsBlock } from '../feature-cards/feature-cards-block';
import { GalleryBlock } from '../gallery/gallery-block';
import { IndustriesGridBlock } from '../industries-grid/industries-grid-block';
import { LegalTextBlock } from '../legal-text/legal-text-block';
import { OfficesBlock } from '../offices/offices-block';
import { OpenPositionsBlock } from '../open-positions/open-positions-block';
import { OverviewBlock } from '../overview/overview-block';
import { ProcessStepsBlock } from '../process-steps/process-steps-block';
import { ProjectOverviewBlock } from '../project-overview/project-overview-block';
import { ResultsBlock } from '../results/results-block';
import { ReviewsBlock } from '../reviews/reviews-block';
import { ServiceCategoriesBlock } from '../service-categories/service-categories-block';
import { ServicesGridBlock } from '../services-grid/services-grid-block';
import { SocialPlatformsBlock } from '../social-platforms/social-platforms-block';
import { StatsBandBlock } from '../stats-band/stats-band-block';
import { SuccessStoriesBlock } from '../success-stories/success-stories-block';
import { TechListBlock } from '../tech-list/tech-list-block';
import { TechStackBlock } from '../tech-stack/tech-stack-block';
import { TimelineBlock } from '../timeline/timeline-block';
import { WorldMapBlock } from '../world-map/world-map-block';
import { ClientQuotesBlock } from '../client-quotes/client-quotes-block';
import { PlatformGridBlock } from '../platform-grid/platform-grid-block';
import { RoiFiguresBlock } from '../roi-figures/roi-figures-block';
import { StepCardsBlock } from '../step-cards/step-cards-block';
import { StickyCtaBlock } from '../sticky-cta/sticky-cta-block';
import { TrustStripBlock } from '../trust-strip/trust-strip-block';
import type { BlockComponents } from '../render-blocks';

export const CORE_BLOCKS = {
  challenge_solution: ChallengeSolutionBlock,
  challenges_solutions: ChallengesSolutionsBlock,
  chip_list: ChipListBlock,
  cta_band: CtaBandBlock,
  contact_form: ContactFormBlock,
  expert_advice: ExpertAdviceBlock,
  feature_cards: FeatureCardsBlock,
  gallery: GalleryBlock,
  industries_grid: IndustriesGridBlock,
  legal_text: LegalTextBlock,
  offices: OfficesBlock,
  open_positions: OpenPositionsBlock,
  overview: OverviewBlock,
  process_steps: ProcessStepsBlock,
  project_overview: ProjectOverviewBlock,
  results: ResultsBlock,
  reviews: ReviewsBlock,
  service_categories: ServiceCategoriesBlock,
  services_grid: ServicesGridBlock,
  social_platforms: SocialPlatformsBlock,
  stats_band: StatsBandBlock,
  success_stories: SuccessStoriesBlock,
  tech_list: TechListBlock,
  tech_stack: TechStackBlock,
  timeline: TimelineBlock,
  world_map: WorldMapBlock,
  client_quotes: ClientQuotesBlock,
  platform_grid: PlatformGridBlock,
  roi_figures: RoiFiguresBlock,
  step_cards: StepCardsBlock,
  // The phone bar's code is in every page already (the layout's bar).
  sticky_cta: StickyCtaBlock,
  trust_strip: TrustStripBlock,
} satisfies BlockComponents;
