import { sanitizeInlineHtml } from '@/lib/sections/sanitize';
import type { StatItem } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Stats with values and descriptions that may carry inline markup (sanitised to a tiny whitelist). */
export function StatsHighlight({
  label,
  stats,
  anchor,
  edit,
}: {
  label: string;
  stats: StatItem[];
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  /** The Visual Editor's mark on the figures (draft mode only). */
  edit?: EditAttrs;
}) {
  return (
    <section id={anchor} aria-label={label} className="bg-ink py-12">
      <dl
        className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4 lg:px-8"
        {...edit}
      >
        {stats.map((stat) => (
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
