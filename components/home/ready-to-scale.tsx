import { buttonClassName } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import type { SectionData } from '@/lib/sections/types';

/** Home block 10: mobile only (hidden from lg); opens the 3-step lead modal. */
export function ReadyToScale({ copy }: { copy: SectionData }) {
  return (
    <section
      aria-labelledby="home-ready-title"
      data-home-section="ready-to-scale"
      className="px-4 py-12 sm:px-6 lg:hidden"
    >
      <div className="bg-ink rounded-3xl px-6 py-10 text-center text-white">
        <h2 id="home-ready-title" className="text-2xl font-bold">
          {copy.heading}
        </h2>
        {copy.description && <p className="mt-3 text-slate-200">{copy.description}</p>}
        <DialogTrigger
          dialog="lead-modal"
          className={buttonClassName({ surface: 'dark', className: 'mt-6' })}
        >
          {copy.ctaText}
        </DialogTrigger>
      </div>
    </section>
  );
}
