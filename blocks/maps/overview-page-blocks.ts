/**
 * The blocks of /services and /industries: the core ones and the hero without counters (their
 * count-up is client code these heroes never had). /portfolios has its own map
 * (./portfolio-overview-blocks): a module ships every component it imports to each route using it.
 */
import { HeroWithoutCountersBlock } from '../hero/hero-without-counters-block';
import type { BlockComponents, BlockMap } from '../render-blocks';
import { CORE_BLOCKS } from './core-blocks';

export const OVERVIEW_PAGE_COMPONENTS = {
  ...CORE_BLOCKS,
  hero: HeroWithoutCountersBlock,
} satisfies BlockComponents;

// The overview grids do not fade in: no observers to ship.

export const OVERVIEW_PAGE_BLOCKS: BlockMap = { components: OVERVIEW_PAGE_COMPONENTS };
