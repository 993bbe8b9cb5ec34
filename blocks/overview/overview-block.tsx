import { TrendingUp } from '@/components/ui/icons';
import { LineIcon } from '@/components/ui/line-icons';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** A long introduction with key figures, and the trends beside it. */
export function OverviewBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'overview'>;
  editable?: Editable<BlockData<'overview'>>;
}) {
  const base = data.anchor ?? id;
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <h2
            id={`${base}-title`}
            className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
            {...editable('heading')}
          >
            {data.heading}
          </h2>
          <p className="text-muted mt-6 text-lg leading-relaxed" {...editable('description')}>
            {data.description}
          </p>
          {data.stats.length > 0 && (
            <dl
              aria-label={data.statsLabel}
              className="mt-10 grid gap-6 sm:grid-cols-2"
              {...editable(['stats', 'statsLabel'])}
            >
              {data.stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col rounded-2xl border border-slate-200 p-5"
                >
                  <dt className="text-ink order-2 mt-1 font-semibold">{stat.label}</dt>
                  <dd className="text-primary-dark order-1 flex items-center gap-3 text-3xl font-bold">
                    <LineIcon name={stat.icon} className="text-primary size-6" />
                    {stat.value}
                  </dd>
                  <dd className="text-muted order-3 mt-1 text-sm">{stat.description}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {data.trends.length > 0 && (
          <div className="bg-surface self-start rounded-2xl p-8">
            {data.trendsHeading && (
              <h3 className="text-ink text-xl font-semibold" {...editable('trendsHeading')}>
                {data.trendsHeading}
              </h3>
            )}
            <ul className="mt-6 space-y-4" {...editable('trends')}>
              {data.trends.map((trend) => (
                <li key={trend} className="text-ink flex gap-3">
                  <TrendingUp aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
                  {trend}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
