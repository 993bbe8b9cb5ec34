import { AboutCounters } from '@/components/about/about-counters';
import type { BlockData } from '@/blocks/catalog';
import type { Editable } from '@/lib/visual-editing/editable';
import type { BlockPage } from '../block-page';
import { HeroView } from './hero-view';

/** The hero block with every layout, its counters counting up (a client island). */
export function HeroBlock({
  data,
  page,
  editable,
}: {
  data: BlockData<'hero'>;
  page: BlockPage;
  editable?: Editable<BlockData<'hero'>>;
}) {
  return HeroView({ data, page, Counters: AboutCounters, editable });
}
