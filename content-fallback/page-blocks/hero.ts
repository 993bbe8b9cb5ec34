/** The bundled hero blocks: the page's Hero Section record with a drawn picture, nothing more by default. */
import type { BlockData } from '@/blocks/catalog';

export function heroBlockData(
  illustration: BlockData<'hero'>['illustration'],
  overrides: Partial<BlockData<'hero'>> = {},
): BlockData<'hero'> {
  return {
    illustration,
    revealAfterDelay: false,
    showButton: true,
    stats: [],
    sectionLinks: [],
    layout: 'counters',
    leadBadges: [],
    checklist: [],
    typewriter: 'default',
    trustSignals: [],
    actions: [],
    ...overrides,
  };
}
