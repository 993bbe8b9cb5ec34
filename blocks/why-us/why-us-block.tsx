import { CircleCheck } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { AnimatedCounters } from '@/components/ui/animated-counters';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import { homeSectionMarker, type BlockPage } from '../block-page';

/** Reasons to work with us on a dark band, with counters that count up once. */
export function WhyUsBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'why_us'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'why_us'>>;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'why-us')}
      className="bg-ink py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          tone="dark"
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <ul
          className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-x-8 gap-y-3 text-slate-100"
          {...editable('reasons')}
        >
          {data.reasons.map((reason) => (
            <li key={reason} className="inline-flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="text-accent size-5" />
              {reason}
            </li>
          ))}
        </ul>
        <AnimatedCounters
          items={data.stats}
          className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4"
          edit={editable('stats')}
        />
      </div>
    </section>
  );
}
