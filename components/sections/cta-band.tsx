import { CtaLink } from '@/components/ui/cta-link';
import { getSchedulerUrl } from '@/lib/content';
import { resolveCtaLink } from '@/lib/sections/cta-link';

interface CtaBandProps {
  id: string;
  heading: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
}

/** A page's own call-to-action band (portfolio callToAction record); external links book a call. */
export async function CtaBand({ id, heading, description, buttonText, buttonUrl }: CtaBandProps) {
  const link = resolveCtaLink(buttonUrl, await getSchedulerUrl());
  return (
    <section aria-labelledby={`${id}-title`} data-section={id} className="bg-primary-dark text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">{description}</p>
        </div>
        <CtaLink
          link={link}
          className="inline-flex shrink-0 items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {buttonText}
        </CtaLink>
      </div>
    </section>
  );
}
