import type { BlockData } from '@/blocks/catalog';
import type { Editable } from '@/lib/visual-editing/editable';
import type { BlockPage } from '../block-page';
import { HeroView } from './hero-view';

/**
 * The hero block without the counters' client code (./hero-block imports it), for routes whose
 * heroes have none (the overview pages): counters an editor adds there are left out with a log line.
 */
export function HeroWithoutCountersBlock({
  data,
  page,
  editable,
}: {
  data: BlockData<'hero'>;
  page: BlockPage;
  editable?: Editable<BlockData<'hero'>>;
}) {
  return HeroView({ data, page, editable });
}
