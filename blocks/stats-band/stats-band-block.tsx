import { StatsHighlight } from '@/components/sections/stats-highlight';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The label names the band for screen readers only: the figures' mark opens it too. */
export function StatsBandBlock({
  data,
  editable = notEditable,
}: {
  data: BlockData<'stats_band'>;
  editable?: Editable<BlockData<'stats_band'>>;
}) {
  return (
    <StatsHighlight
      anchor={data.anchor}
      label={data.label}
      stats={data.stats}
      edit={editable(['stats', 'label'])}
    />
  );
}
