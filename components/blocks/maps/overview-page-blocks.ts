/**
 * The blocks of /services, /industries and /portfolios: the core ones, the hero without counters
 * (their count-up is client code these heroes never had), and project cards whose every-project
 * list scrolls to its anchor.
 */
import { HeroWithoutCountersBlock } from '../hero-without-counters-block';
import { ProjectListBlock } from '../project-list-block';
import type { BlockComponents, BlockMap } from '../render-blocks';
import { CORE_BLOCKS } from './core-blocks';

const components = {
  ...CORE_BLOCKS,
  hero: HeroWithoutCountersBlock,
  related_projects: ProjectListBlock,
} satisfies BlockComponents;

// The overview grids do not fade in: no observers to ship.

export const OVERVIEW_PAGE_BLOCKS: BlockMap = { components };
