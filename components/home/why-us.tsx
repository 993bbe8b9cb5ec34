import { CircleCheck } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { AnimatedCounters } from '@/components/ui/animated-counters';
import type { HomeCopy } from '@/content-fallback/home';

/** Home block 6: why work with us, with counters that count up once. */
export function WhyUs({ copy }: { copy: HomeCopy['whyUs'] }) {
  return (
    <section
      aria-labelledby="home-why-title"
      data-home-section="why-us"
      className="bg-ink py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-why-title"
          title={copy.heading}
          description={copy.description}
          tone="dark"
        />
        <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-x-8 gap-y-3 text-slate-100">
          {copy.reasons.map((reason) => (
            <li key={reason} className="inline-flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="text-accent size-5" />
              {reason}
            </li>
          ))}
        </ul>
        <AnimatedCounters
          items={copy.stats}
          className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4"
        />
      </div>
    </section>
  );
}
