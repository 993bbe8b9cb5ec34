import { buttonClassName } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { getSchedulerUrl } from '@/lib/content';
import { getSharedSections, getUiLabels } from '@/lib/content/copy';
import type { ClosingCtaCopy } from '@/lib/content/types';
import type { SectionEdit } from '@/lib/visual-editing/types';

interface ClosingCtaProps {
  /** Page-specific wording; the shared copy otherwise. */
  copy?: Partial<ClosingCtaCopy>;
  /** The Visual Editor's marks on the heading and text (draft mode only). */
  edit?: SectionEdit;
}

/** The call-to-action band every marketing page ends with: book a call, or start the wizard. */
export async function ClosingCta({ copy, edit }: ClosingCtaProps) {
  const { heading, text, scheduleLabel, getStartedLabel } = {
    ...getSharedSections().closingCta,
    ...copy,
  };
  const schedulerUrl = await getSchedulerUrl();
  return (
    <section aria-labelledby="closing-cta-title" className="bg-ink text-white">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        <h2
          id="closing-cta-title"
          {...edit?.title}
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {heading}
        </h2>
        <p {...edit?.description} className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          {text}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <a
            href={schedulerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'inverse', surface: 'dark' })}
          >
            {scheduleLabel}
            <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
          </a>
          <DialogTrigger dialog="wizard" className={buttonClassName({ surface: 'dark' })}>
            {getStartedLabel}
          </DialogTrigger>
        </div>
      </div>
    </section>
  );
}
