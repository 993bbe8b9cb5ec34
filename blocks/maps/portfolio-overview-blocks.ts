/** The blocks of /portfolios: the overview pages' ones and project cards whose every-project list scrolls to its anchor. */
import { ProjectListBlock } from '../related-projects/project-list-block';
import type { BlockMap } from '../render-blocks';
import { OVERVIEW_PAGE_COMPONENTS } from './overview-page-blocks';

export const PORTFOLIO_OVERVIEW_BLOCKS: BlockMap = {
  components: { ...OVERVIEW_PAGE_COMPONENTS, related_projects: ProjectListBlock },
};
