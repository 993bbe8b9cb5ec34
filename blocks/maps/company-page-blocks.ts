/** The blocks of /about, /process, /careers, /privacy-policy and /contact: the core ones, the hero and cards. */
import { HeroBlock } from '../hero/hero-block';
import { CardsBlock } from '../cards/cards-block';
import type { BlockComponents, BlockMap } from '../render-blocks';
import { RevealObserver } from '@/components/ui/reveal-observer';
import { AnimateOnView } from '@/components/careers/animate-on-view';
import { CORE_BLOCKS } from './core-blocks';

const components = {
  ...CORE_BLOCKS,
  hero: HeroBlock,
  cards: CardsBlock,
} satisfies BlockComponents;

export const COMPANY_PAGE_BLOCKS: BlockMap = {
  components,
  RevealObserver,
  EntranceObserver: AnimateOnView,
};
