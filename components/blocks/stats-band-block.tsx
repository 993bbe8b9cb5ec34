import { StatsHighlight } from '@/components/sections/stats-highlight';
import type { BlockData } from '@/lib/blocks/catalog';

export function StatsBandBlock({ data }: { data: BlockData<'stats_band'> }) {
  return <StatsHighlight anchor={data.anchor} label={data.label} stats={data.stats} />;
}
