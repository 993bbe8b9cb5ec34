import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { SectionData } from '@/lib/sections/types';

/** Home block 10: mobile only (hidden from lg); opens the 3-step lead modal. */
export function ReadyToScale({ copy }: { copy: SectionData }) {
  return (
    <section aria-labelledby="home-ready-title" data-home-section="ready-to-scale" className="px-4 py-12 sm:px-6 lg:hidden">
      <div className="rounded-3xl bg-ink px-6 py-10 text-center text-white">
        <h2 id="home-ready-title" className="text-2xl font-bold">
          {copy.heading}
        </h2>
        {copy.description && <p className="mt-3 text-slate-200">{copy.description}</p>}
        <DialogTrigger
          dialog="lead-modal"
          className="mt-6 inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {copy.ctaText}
        </DialogTrigger>
      </div>
    </section>
  );
}
