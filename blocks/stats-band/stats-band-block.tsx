import type { BlockData } from '@/blocks/catalog';
import { sanitizeInlineHtml } from '@/lib/sections/sanitize';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * Up to four figures on a dark band. The label names the band for screen readers only: the
 * figures' mark opens it too. A figure's text may carry inline markup, sanitised to a tiny
 * whitelist.
 */
export function StatsBandBlock({
  data,
  editable = notEditable,
}: {
  data: BlockData<'stats_band'>;
  editable?: Editable<BlockData<'stats_band'>>;
}) {
  return (
    <section id={data.anchor} aria-label={data.label} className="bg-ink py-12">
      <dl
        className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4 lg:px-8"
        {...editable(['stats', 'label'])}
      >
        {data.stats.map((stat) => (
          <div key={stat.value + stat.description} className="flex flex-col text-center">
            <dt
              className="order-last mt-2 text-sm text-slate-200 [&_strong]:text-white"
              dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(stat.description) }}
            />
            <dd className="text-4xl font-bold text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
