import { ScrollToHash } from '@/components/ui/scroll-to-hash';
import { PORTFOLIO } from '@/lib/sections/detail-limits';
import type { BlockData } from '@/blocks/catalog';
import { RelatedProjectsBlock } from './related-projects-block';
import type { BlockPage } from '../block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * Project cards as in RelatedProjectsBlock; with every project ('all') and an anchor, arriving
 * with #anchor in the address smooth-scrolls to the list once the layout has settled.
 * Only the overview pages' map uses this one, so the other routes do not ship the scroll code.
 */
export async function ProjectListBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'related_projects'>;
  page: BlockPage;
  editable?: Editable<BlockData<'related_projects'>>;
}) {
  const list = await RelatedProjectsBlock({ id, data, page, editable });
  return (
    <>
      {list}
      {data.variant === 'all' && data.anchor && (
        <ScrollToHash targetId={data.anchor} delayMs={PORTFOLIO.hashScrollDelayMs} />
      )}
    </>
  );
}
