import { cardGridClass } from '@/components/ui/card-grid';
import { Trophy } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Results on a dark band: description, figures and key achievements. */
export function ResultsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'results'>;
  editable?: Editable<BlockData<'results'>>;
}) {
  const base = data.anchor ?? id;
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="bg-ink py-16 text-white md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          description={data.description}
          tone="dark"
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <dl className={`mt-12 gap-6 ${cardGridClass({ twoFrom: 'sm' })}`} {...editable('metrics')}>
          {data.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
            >
              <dt className="order-2 mt-1 font-semibold">{metric.label}</dt>
              <dd className="text-primary-light order-1 text-4xl font-bold">{metric.value}</dd>
              <dd className="order-3 mt-1 text-sm text-slate-300">{metric.description}</dd>
            </div>
          ))}
        </dl>
        {data.achievements.length > 0 && (
          <div className="mt-12">
            {data.achievementsHeading && (
              <h3 className="text-xl font-semibold" {...editable('achievementsHeading')}>
                {data.achievementsHeading}
              </h3>
            )}
            <ul className="mt-4 grid gap-3 md:grid-cols-2" {...editable('achievements')}>
              {data.achievements.map((achievement) => (
                <li key={achievement} className="flex gap-3">
                  <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
                  {achievement}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
