/** The blocks of service pages: the core ones, cards, project cards, the service showcase and the automation platforms. */
import { CardsBlock } from '../cards/cards-block';
import { RelatedProjectsBlock } from '../related-projects/related-projects-block';
import { ServiceShowcaseBlock } from '../service-showcase/service-showcase-block';
import { AutomationPlatformsBlock } from '../automation-platforms/automation-platforms-block';
import type { BlockComponents, BlockMap } from '../render-blocks';
import { CORE_BLOCKS } from './core-blocks';

const components = {
  ...CORE_BLOCKS,
  cards: CardsBlock,
  related_projects: RelatedProjectsBlock,
  service_showcase: ServiceShowcaseBlock,
  automation_platforms: AutomationPlatformsBlock,
} satisfies BlockComponents;

// No block of a service page fades in or plays an entrance: no observers to ship.

export const SERVICE_PAGE_BLOCKS: BlockMap = { components };
