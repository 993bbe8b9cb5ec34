import { AboutCounters } from '@/components/about/about-counters';
import type { BlockData } from '@/lib/blocks/catalog';
import type { BlockPage } from './block-page';
import { HeroView } from './hero-view';

/** The hero block with every layout, its counters counting up (a client island). */
export function HeroBlock({ data, page }: { data: BlockData<'hero'>; page: BlockPage }) {
  return HeroView({ data, page, Counters: AboutCounters });
}
