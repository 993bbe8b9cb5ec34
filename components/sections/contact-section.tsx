import { DeferredContactForm } from '@/components/forms/deferred-contact-form';
import { ServedContactForm } from '@/components/forms/served-contact-form';
import { getSharedSections } from '@/lib/content/copy';
import type { ContactSectionCopy } from '@/lib/content/types';
import type { ContactRetryState } from '@/lib/leads/form-post';
import type { SectionEdit } from '@/lib/visual-editing/types';

interface ContactSectionProps {
  copy?: Partial<ContactSectionCopy>;
  /** Values and messages of a rejected post (the /contact/retry page). */
  retry?: ContactRetryState | null;
  /** h1 where the section is the page (/contact/retry), h2 as a closing section. */
  headingLevel?: 'h1' | 'h2';
  /** The Visual Editor's marks on the heading and text (draft mode only). */
  edit?: SectionEdit;
  /** A job page's application: the position's slug goes with the lead. */
  position?: string;
}

/** The closing contact block; id="contact" so any "#contact" link lands on the form. */
export function ContactSection({
  copy,
  retry,
  headingLevel = 'h2',
  edit,
  position,
}: ContactSectionProps) {
  const { heading, text } = { ...getSharedSections().contactSection, ...copy };
  const Heading = headingLevel;
  return (
    <section
      id="contact"
      aria-labelledby="contact-section-title"
      className="bg-surface scroll-mt-20"
    >
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <Heading
          id="contact-section-title"
          {...edit?.title}
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {heading}
        </Heading>
        <p {...edit?.description} className="text-muted mt-3 text-lg">
          {text}
        </p>
        <div className="mt-8">
          {/* The form is in the served HTML; its live version loads late (below the fold). */}
          <DeferredContactForm>
            <ServedContactForm retry={retry} position={position} />
          </DeferredContactForm>
        </div>
      </div>
    </section>
  );
}
