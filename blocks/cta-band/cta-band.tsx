import { buttonClassName } from '@/components/ui/button';
import { CtaLink } from '@/components/ui/cta-link';
import { getSchedulerUrl } from '@/lib/content';
import { resolveCtaLink } from '@/lib/sections/cta-link';
import { getSharedSections, getUiLabels } from '@/lib/content/copy';
import type { SectionEdit } from '@/lib/visual-editing/types';

interface CtaBandProps {
  id: string;
  heading: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
  /** The booking link's label beside the button; the shared 'Schedule A Call' otherwise. */
  scheduleLabel?: string;
  /** The Visual Editor's marks on the heading and text (draft mode only). */
  edit?: SectionEdit;
}

/**
 * A page's own call-to-action band (portfolio callToAction record): the record's button (external
 * links book a call) beside the shared 'Schedule A Call' booking link, so it also closes the page.
 */
export async function CtaBand({
  id,
  heading,
  description,
  buttonText,
  buttonUrl,
  scheduleLabel = getSharedSections().closingCta.scheduleLabel,
  edit,
}: CtaBandProps) {
  const schedulerUrl = await getSchedulerUrl();
  const link = resolveCtaLink(buttonUrl, schedulerUrl);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-section={id}
      className="bg-primary-dark text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2
            id={`${id}-title`}
            {...edit?.title}
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {heading}
          </h2>
          <p {...edit?.description} className="mt-2 max-w-2xl text-white/90">
            {description}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <CtaLink link={link} className={buttonClassName({ variant: 'inverse', surface: 'dark' })}>
            {buttonText}
          </CtaLink>
          {link.kind !== 'book-call' && (
            <a
              href={schedulerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {scheduleLabel}
              <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
