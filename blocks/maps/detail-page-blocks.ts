/** The blocks of industry pages and case studies: the core ones, cards and project cards. */
import { CardsBlock } from '../cards/cards-block';
import { RelatedProjectsBlock } from '../related-projects/related-projects-block';
import type { BlockComponents, BlockMap } from '../render-blocks';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { AnimateOnView } from '@/components/careers/animate-on-view';
import { CORE_BLOCKS } from './core-blocks';

const components = {
  ...CORE_BLOCKS,
  cards: CardsBlock,
  related_projects: RelatedProjectsBlock,
} satisfies BlockComponents;

export const DETAIL_PAGE_BLOCKS: BlockMap = {
  components,
  RevealObserver,
  EntranceObserver: AnimateOnView,
};
