import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { ABOUT_MOTION } from '@/components/about/about-motion';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Milestones down a line, 0.2 s stagger per milestone. */
export function TimelineBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'timeline'>;
  editable?: Editable<BlockData<'timeline'>>;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="bg-surface scroll-mt-20">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <ol
          className="border-primary/30 relative mt-12 space-y-8 border-s-2 ps-8"
          {...editable('milestones')}
        >
          {data.milestones.map((milestone, index) => (
            <li
              key={`${milestone.year}-${index}`}
              data-reveal
              style={{ transitionDelay: `${index * ABOUT_MOTION.journeyStaggerMs}ms` }}
              className="relative"
            >
              <span
                aria-hidden="true"
                className="bg-primary absolute -inset-s-[2.55rem] top-1.5 size-4 rounded-full ring-4 ring-white"
              />
              <p className="text-primary-dark text-sm font-bold tracking-wide">{milestone.year}</p>
              <h3 className="text-ink text-xl font-semibold">{milestone.title}</h3>
              <p className="text-muted mt-1">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
