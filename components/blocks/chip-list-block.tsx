import { IntentLink } from '@/components/layout/intent-link';
import { ArrowRight } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/lib/blocks/catalog';

/** A centred heading, a row of chips and a link under them (the industries /process serves). */
export function ChipListBlock({ id, data }: { id: string; data: BlockData<'chip_list'> }) {
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="bg-surface scroll-mt-20">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={data.heading} description={data.description} />
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={data.heading}>
          {data.chips.map((chip) => (
            <li
              key={chip}
              className="text-ink rounded-full border border-slate-300 bg-white px-5 py-2 font-semibold"
            >
              {chip}
            </li>
          ))}
        </ul>
        {data.linkLabel && data.link && (
          <IntentLink
            href={data.link}
            className="text-primary-dark mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            {data.linkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </IntentLink>
        )}
      </div>
    </section>
  );
}
